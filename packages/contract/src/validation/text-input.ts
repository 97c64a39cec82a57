// Issue 10 "hostile input": one rule for the text of every request — query strings, path segments,
// JSON bodies and multipart fields alike — so that no call has to remember it. A server applies it
// once, before any schema (the platform: one Fastify hook), and answers the 422 of §8 naming the
// field with `validation.malformed_text` or `validation.too_deep`. Plain functions without imports
// (no zod, no message files), so a backend can run them and the browser can load them for nothing.

/**
 * Why a text cannot be input: U+0000, which PostgreSQL refuses in `text` (and C strings end at), or
 * an unpaired UTF-16 surrogate, which is not Unicode and has no UTF-8 form.
 */
export type TextProblem = 'nul' | 'surrogate';

// A high surrogate not followed by a low one, or a low one not preceded by a high one. No `u` flag:
// the pattern must see UTF-16 code units, which is what a lone surrogate is.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem of one text, or null when any field may hold it. */
export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/**
 * How deep a request's data may nest: no call of §7 goes past three levels, and code that walks
 * input (logging, fingerprints, schemas) should never have to think about a 100 000-deep array.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = TextProblem | 'too_deep';

export interface MalformedInput {
  /** Where the problem is: keys and array indexes from the top of the input. */
  path: (string | number)[];
  problem: InputProblem;
}

/**
 * The first malformed text in `input` (strings and object keys, at any depth), or input nested
 * deeper than `maxDepth`. Walks with its own stack, so hostile nesting cannot overflow the call
 * stack. A malformed key is reported at its parent: echoing it back as a field name would not help.
 */
export function findMalformedInput(
  input: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): MalformedInput | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== null) return { path, problem };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxDepth) return { path: path.slice(0, maxDepth), problem: 'too_deep' };
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], path: [...path, index] });
      }
      continue;
    }
    const entries = Object.entries(value);
    for (const [key] of entries) {
      const problem = textProblem(key);
      if (problem !== null) return { path, problem };
    }
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const entry = entries[index];
      if (entry) pending.push({ value: entry[1], path: [...path, entry[0]] });
    }
  }
  return null;
}
