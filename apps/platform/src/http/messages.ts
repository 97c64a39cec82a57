import type { Locale } from '@vitrine/contract/locale.ts';
import en from './locales/en.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

// The platform's own answers (not form-rule messages, which come from the contract's validation
// messages), one locale file per language as the web keeps them (docs/errors.md). Portuguese copy
// quoted in the spec is used verbatim (§8).
export type MessageKey = keyof typeof ptBR;

// The type says en has every pt-BR key; errors.test.ts says neither has a key the other lacks.
const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

export type MessageParams = Record<string, string | number>;

/** A platform message in `locale`, with `{name}` placeholders filled. */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}) {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** A date as players read it: `25/12/2026 14:30` in Brasília time, or its English form. */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

/** Centavos as players read them: `R$ 1.234,56`, or `R$1,234.56` in English. */
export function formatMoney(centavos: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(
    centavos / 100,
  );
}
