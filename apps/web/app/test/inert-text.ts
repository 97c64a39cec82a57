import { expect } from 'vitest';

/**
 * The XSS corpus (`XSS_CORPUS`, fixtures.ts) stayed text inside `container` (issue 39 §5): no
 * script or frame, no image of the corpus's `src=x`, no bold or italic of its broken markup, no
 * event handler and no `javascript:` address on any element; and each of `texts` reads whole.
 */
export function expectInertText(container: Element, texts: readonly string[]) {
  expect(container.querySelector('script, iframe, img[src="x"], b, i')).toBeNull();
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const where = `<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 60)}">`;
      expect(name.startsWith('on'), where).toBe(false);
      expect(/^\s*javascript:/i.test(value), where).toBe(false);
    }
  }
  const shown = container.textContent ?? '';
  for (const text of texts) expect(shown, text.slice(0, 60)).toContain(text);
}
