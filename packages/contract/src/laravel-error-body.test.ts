import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from './errors.ts';
import { readLaravelError } from './laravel-error-body.ts';

class NotPlain {
  email = ['x'];
}

// Bodies of every kind: the reader must take exactly what the schema takes and give back what it
// gives back (unknown fields dropped).
const bodies: unknown[] = [
  { message: 'Erro' },
  { message: '' },
  { message: 'Erro', errors: {} },
  { message: 'Erro', errors: { email: ['inválido'], cpf: ['a', 'b'] } },
  { message: 'Erro', errors: { email: [] } },
  { message: 'Erro', errors: { email: 'inválido' } },
  { message: 'Erro', errors: { email: [1] } },
  { message: 'Erro', errors: { email: [null] } },
  { message: 'Erro', errors: [] },
  { message: 'Erro', errors: ['inválido'] },
  { message: 'Erro', errors: null },
  { message: 'Erro', errors: new NotPlain() },
  { message: 'Erro', errors: Object.assign(Object.create(null), { email: ['x'] }) },
  { message: 'Erro', extra: true, errors: { email: ['x'] } },
  { message: 7 },
  { message: null },
  { errors: { email: ['x'] } },
  {},
  [],
  [{ message: 'Erro' }],
  null,
  undefined,
  'Erro',
  500,
];

describe('the Laravel error body read without zod', () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'reads %s as the schema does',
    (_name, body) => {
      const parsed = laravelErrorSchema.safeParse(body);
      expect(readLaravelError(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
