import { describe, expect, it } from 'vitest';
import { HttpError } from './http/http-error';
import { serverFormErrors } from './form-errors';

function httpError(status: number, data: unknown) {
  return new HttpError({ kind: 'http', status, data, method: 'POST', url: 'http://api.test/x' });
}

describe('serverFormErrors', () => {
  it('puts the first message of each refused field next to it', () => {
    const result = serverFormErrors(
      httpError(422, { message: 'Dados inválidos', errors: { cpf: ['CPF inválido', 'x'] } }),
    );
    expect(result.fields).toEqual({ cpf: 'CPF inválido' });
    expect(result.message).toBeNull();
    expect(result.status).toBe(422);
  });

  it("keeps the server's message when no field is named", () => {
    expect(serverFormErrors(httpError(429, { message: 'Aguarde 20 s.' })).message).toBe(
      'Aguarde 20 s.',
    );
  });

  it('says nothing specific for a failure without an answer', () => {
    expect(serverFormErrors(new Error('offline'))).toEqual({
      fields: {},
      message: null,
      status: null,
    });
  });
});
