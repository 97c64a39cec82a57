// What a hand-written reader of an answer checks first (decision 023): no zod.

/** An object that is not an array or null, as zod's `z.object` takes it. */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain object, as zod's `z.record` takes it (JSON's objects all are). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isObjectLike(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
