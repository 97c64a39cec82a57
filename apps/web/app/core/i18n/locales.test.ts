import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  const namespaces = new Set(Object.keys(files).map((path) => path.split('/').pop()));

  it.each([...namespaces])('%s holds the same keys in pt-BR and en', (namespace) => {
    const pt = files[`./locales/pt-BR/${namespace}`];
    const en = files[`./locales/en/${namespace}`];
    expect(pt, `pt-BR/${namespace}`).toBeDefined();
    expect(en, `en/${namespace}`).toBeDefined();
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('has a message for every HTTP status of §8, and the generic one', () => {
    const statuses = [
      400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 422,
      429, 500, 501, 502, 503, 504, 505,
    ];
    for (const locale of ['pt-BR', 'en']) {
      const errors = files[`./locales/${locale}/errors.json`] as {
        error_messages: Record<string, string>;
      };
      for (const status of statuses) expect(errors.error_messages[String(status)]).toBeTruthy();
      expect(errors.error_messages.generic).toBeTruthy();
    }
  });

  it('uses the spec copy verbatim', () => {
    const errors = files['./locales/pt-BR/errors.json'] as {
      error_messages: Record<string, string>;
    };
    expect(errors.error_messages['422']).toBe('Você já possui uma assinatura ativa.');
    expect(errors.error_messages.generic).toBe('Ops! Algo deu errado. Tente novamente.');
  });

  it('offers at least five playful phrases per kind in each language', () => {
    for (const locale of ['pt-BR', 'en']) {
      const errors = files[`./locales/${locale}/errors.json`] as {
        phrases: Record<string, string[]>;
      };
      for (const kind of ['unauthorized', 'notFound', 'other']) {
        expect(errors.phrases[kind]?.length).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
