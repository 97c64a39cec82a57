import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * What axe finds wrong in `node` (WCAG A and AA rules), as `rule: element` lines, so a failing
 * test says what and where. Colour contrast is left to the browser tests: happy-dom lays nothing out.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((each) => `${violation.id}: ${each.html}`),
  );
}

/** Fails with axe's findings when there are any. */
export async function expectNoAxeViolations(node?: Element): Promise<void> {
  expect(await axeViolations(node)).toEqual([]);
}
