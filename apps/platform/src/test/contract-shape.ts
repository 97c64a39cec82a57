// Assertions of the contract tests: an answer is exactly a value of its schema, nothing more.
import { expect } from 'vitest';
import type { z } from 'zod';
import { jsonBody } from './test-platform.ts';

/** Asserts the status, and that the JSON body is exactly a value of the schema. */
export function expectShape<T extends z.ZodType>(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  schema: T,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = jsonBody(response);
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  expect(result.data).toEqual(body);
  return result.data;
}

/** Asserts a 204 with nothing in the body. */
export function expectEmpty(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
}
