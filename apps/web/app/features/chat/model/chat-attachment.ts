import type { ChatAttachment } from '@vitrine/contract/chat.ts';
import { isWebAddress } from '@vitrine/contract/web-address.ts';
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

/** The contract's CHAT_ATTACHMENTS_MAX (a test holds them equal): the contract's chat module brings zod along. */
export const CHAT_ATTACHMENT_LIMIT = 4;
/** The contract's longest `attachment_url` (a test holds the check below equal to its schema). */
export const CHAT_ATTACHMENT_ADDRESS_MAX = 2048;

// An address whose path ends so is shown as an image; anything else as a link.
const IMAGE_PATH = /\.(?:avif|gif|jpe?g|png|webp)$/i;

/** Why an address typed in the composer cannot be attached. */
export type ChatAttachmentProblem = 'empty' | 'address' | 'tooLong' | 'duplicate' | 'full';

/**
 * The attachment a player's address makes, or why it cannot be one: the contract's own check
 * (`isWebAddress`, the schema's refine: http(s) only, never `javascript:`, `data:`, `blob:`,
 * `vbscript:`), its length, at most CHAT_ATTACHMENT_LIMIT, each address once. The type comes from the
 * address: an image file is an image, anything else a link.
 */
export function draftChatAttachment(
  typed: string,
  attached: readonly ChatAttachment[],
): { attachment: ChatAttachment } | { problem: ChatAttachmentProblem } {
  const address = typed.trim();
  if (attached.length >= CHAT_ATTACHMENT_LIMIT) return { problem: 'full' };
  if (address === '') return { problem: 'empty' };
  if (address.length > CHAT_ATTACHMENT_ADDRESS_MAX) return { problem: 'tooLong' };
  if (!isWebAddress(address)) return { problem: 'address' };
  if (attached.some((attachment) => attachment.attachment_url === address)) {
    return { problem: 'duplicate' };
  }
  const image = IMAGE_PATH.test(new URL(address).pathname);
  return { attachment: { attachment_type: image ? 'image' : 'link', attachment_url: address } };
}
