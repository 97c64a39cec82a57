import { isbot } from 'isbot';

/**
 * Whether a document request comes from a phone: Chromium's `Sec-CH-UA-Mobile` client hint when the
 * browser sends one (a low-entropy hint, sent with every request), else a user agent that says
 * "Mobi" or "iPhone" (Safari and Firefox send no hints). A tablet is not a phone, and a crawler is
 * never one: it gets every card of a page, whatever screen it pretends to have.
 */
export function isPhoneRequest(headers: Headers): boolean {
  if (isbot(headers.get('user-agent'))) return false;
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint !== null) return hint.trim() === '?1';
  return /Mobi|iPhone/i.test(headers.get('user-agent') ?? '');
}
