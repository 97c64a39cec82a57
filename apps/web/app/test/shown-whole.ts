import { expect } from 'vitest';
import { SHOWN_WHOLE } from '~/components/ui/shown-whole';

const endAttribute = /:has\(>\[([a-z-]+)\]\)/.exec(SHOWN_WHOLE)?.[1];
if (!endAttribute) throw new Error(`SHOWN_WHOLE names no end marker: ${SHOWN_WHOLE}`);

/** The attribute SHOWN_WHOLE waits for, read off the class itself. */
export const SHOWN_WHOLE_END_ATTRIBUTE: string = endAttribute;

/** `group` is shown whole: it has the class and ends with the marker the class waits for. */
export function expectShownWhole(group: Element | null | undefined) {
  expect(group?.className).toContain(SHOWN_WHOLE);
  const last = group?.lastElementChild;
  expect(last?.hasAttribute(SHOWN_WHOLE_END_ATTRIBUTE)).toBe(true);
  expect(last?.hasAttribute('hidden')).toBe(true);
}
