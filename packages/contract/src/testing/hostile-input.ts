// For tests only (issue 10, hostile input): the values both apps' tests throw at every field.

/**
 * The XSS corpus: script tags, event handlers, `javascript:` links, SVG, broken markup, RTL
 * overrides. Wherever server or player text appears it must stay these very characters, as text.
 */
export const XSS_MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">clique</a>',
  '<svg><script>alert(1)</script></svg>',
  // Out of an attribute, then an element with a handler.
  '"><svg onload=alert(1)>',
  '"><iframe src=javascript:alert(1)>',
  '<b>quebrado <i>sem fechar',
  '\u202eRTL override\u202c e \u2066isolado\u2069',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** The XSS corpus closed by a run of `emoji` emoji (two UTF-16 units, four UTF-8 bytes each). */
export function xssCorpus(emoji: number): string[] {
  return [...XSS_MARKUP, '😀'.repeat(emoji)];
}

/** A string inside `depth` arrays: `[[[…'fundo'…]]]`. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

const TEN_KB = 10 * 1024;

/** Values for a JSON body property, each with what it is. */
export const HOSTILE_JSON: readonly [string, unknown][] = [
  ['a NUL byte', '\u0000'],
  ['a NUL byte inside text', 'ana\u0000@vitrine.test'],
  ['a 10 KB string', 'a'.repeat(TEN_KB)],
  ['10 KB of digits', '9'.repeat(TEN_KB)],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate inside text', 'ana\udc00souza'],
  ['a negative number', -1],
  ['zero', 0],
  ['a fraction', 1.5],
  ['2^31 (beyond a 32-bit id)', 2 ** 31],
  ['a huge number', 1e300],
  ['an integer beyond 2^53', 2 ** 53 + 2],
  ['a boolean', true],
  ['null', null],
  ['an array of strings', ['a', 'b']],
  ['an object', { a: 'b' }],
  ['arrays nested 2000 deep', nestedArrays(2000)],
];

/** Raw (already percent-encoded) values for a query parameter or a path segment. */
export const HOSTILE_URL: readonly [string, string][] = [
  ['a NUL byte', '%00'],
  ['a NUL byte inside text', 'a%00b'],
  ['a 10 KB string', 'a'.repeat(TEN_KB)],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['2^31 (beyond a 32-bit id)', String(2 ** 31)],
  ['a 30-digit number', '9'.repeat(30)],
  ['1e400', '1e400'],
  ['a lone surrogate (CESU-8 bytes)', '%ED%A0%80'],
  ['truncated UTF-8', '%F0%9F'],
  ['a broken percent escape', '%zz'],
  ['an encoded slash', '..%2F..%2Fetc'],
  ['an empty string', ''],
  ['control characters', '%01%1B%7F'],
];
