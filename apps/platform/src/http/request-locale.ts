import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@vitrine/contract/locale.ts';

/**
 * The language of a request's answers, from `Accept-Language`: the preferred of pt-BR and en by
 * q-value (any `pt-*` is pt-BR, any `en-*` is en), Portuguese when neither is asked for.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.split('-')[0];
    const locale: Locale | null = primary === 'pt' ? 'pt-BR' : primary === 'en' ? 'en' : null;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);
