import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './request-locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR,de;q=0.5', 'pt-BR'],
    ['pt;q=0.4,en;q=0.6', 'en'],
    ['en;q=0,pt;q=0.1', 'pt-BR'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
