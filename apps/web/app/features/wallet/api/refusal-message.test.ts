import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error';
import { failureMessage } from './refusal-message';

// The errors namespace's words, as far as these failures use them (locales/pt-BR/errors.json).
const words: Record<string, string> = {
  'errors:error_messages.408': 'A solicitação demorou demais. Tente novamente.',
  'errors:error_messages.502': 'Problema de conexão. Tente novamente.',
  'errors:error_messages.503': 'Serviço temporariamente indisponível.',
};
const translate = (key: string) => words[key] ?? key;
const call = { method: 'POST', url: 'http://api.test/main-gateway/qrcode-pix' };

describe('failureMessage (a payment call that failed)', () => {
  it("says the server's own words when it answered with a message", () => {
    const refused = new HttpError({
      ...call,
      kind: 'http',
      status: 422,
      data: { message: 'Valor mínimo é R$ 10,00' },
    });
    expect(failureMessage(refused, translate)).toBe('Valor mínimo é R$ 10,00');
  });

  it('says the connection failed when no answer came (the platform down, the network gone)', () => {
    const network = new HttpError({
      ...call,
      kind: 'network',
      cause: new TypeError('Failed to fetch'),
    });
    expect(failureMessage(network, translate)).toBe('Problema de conexão. Tente novamente.');
  });

  it('says the request took too long when the answer did not come in time', () => {
    const timeout = new HttpError({ ...call, kind: 'timeout' });
    expect(failureMessage(timeout, translate)).toBe(
      'A solicitação demorou demais. Tente novamente.',
    );
  });

  it('says §8’s status message when the server’s state failed it, whatever its body says', () => {
    const unavailable = new HttpError({
      ...call,
      kind: 'http',
      status: 503,
      data: { message: 'Service Unavailable' },
    });
    expect(failureMessage(unavailable, translate)).toBe('Serviço temporariamente indisponível.');
  });

  it("leaves 'Erro desconhecido' to the caller for a bare answer, a cancellation or a non-HTTP error", () => {
    expect(
      failureMessage(new HttpError({ ...call, kind: 'http', status: 400 }), translate),
    ).toBeNull();
    expect(failureMessage(new HttpError({ ...call, kind: 'aborted' }), translate)).toBeNull();
    expect(failureMessage(new Error('boom'), translate)).toBeNull();
  });
});
