import { classifyUrl } from '~/lib/safe-navigation';

// Any origin that is not a real one: an address that resolves onto it was relative, and is refused.
const NO_ORIGIN = 'https://chat-attachment.invalid';

/**
 * An attachment's address when it is an absolute http(s) one; null for javascript:, data:,
 * relative and any other address. The platform refuses those too, but outside data is never trusted.
 */
export function chatAttachmentAddress(raw: string): string | null {
  const target = classifyUrl(raw, NO_ORIGIN);
  if (target.kind !== 'external') return null;
  return /^https?:\/\//i.test(target.url) ? target.url : null;
}
