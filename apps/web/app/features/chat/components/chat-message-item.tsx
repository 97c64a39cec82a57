import type { ChatMessage, ChatNameColor } from '@vitrine/contract/chat.ts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from '~/core/profile-stats-context';
import { formatTime } from '~/lib/dates';
import { EXTERNAL_LINK_REL } from '~/lib/safe-navigation';
import { chatAttachmentAddress } from '../model/chat-attachment';
import type { ChatMessageLook } from '../model/chat-list';

// §3 colorClass is a name the platform picks by VIP tier; the classes are ours (never server CSS),
// light enough for the text contrast on the panel's dark surface.
const NAME_COLORS: Record<ChatNameColor, string> = {
  slate: 'text-slate-300',
  emerald: 'text-emerald-300',
  sky: 'text-sky-300',
  violet: 'text-violet-300',
  amber: 'text-amber-300',
};

const LOOKS: Record<ChatMessageLook, string> = {
  pinned: 'border-l-4 border-accent bg-surface-overlay',
  global: 'border-l-4 border-brand bg-surface-overlay',
  mission: 'border-l-4 border-amber-300 bg-surface-overlay',
  normal: '',
};

/**
 * One chat message. Everything in it from the server — name, text, mission, addresses — is a text
 * node or a checked attribute: never HTML (the XSS corpus stays inert), bidi isolated (an RTL
 * override in a message cannot reorder the rest of the panel).
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  look,
  locale,
}: {
  message: ChatMessage;
  look: ChatMessageLook;
  locale: string;
}) {
  const { t } = useTranslation('chat');
  const author = message.user === null ? t('operator') : (message.user.name ?? t('anonymous'));
  const nameColor = message.colorClass ? NAME_COLORS[message.colorClass] : 'text-fg';

  return (
    <article
      data-look={look}
      className={`rounded-lg px-3 py-2 text-sm ${LOOKS[look]}`}
      aria-label={author}
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        {/* Issue 38: a shown name opens the player's profile-stats modal; a hidden one is text. */}
        <PlayerName
          userId={message.user?.name ? message.user.id : null}
          label={t('showProfile', { name: author })}
          className={`font-semibold ${look === 'global' ? 'text-fg' : nameColor}`}
        >
          {author}
        </PlayerName>
        {message.emoji && <span aria-hidden="true">{message.emoji}</span>}
        {look === 'pinned' && (
          <span className="text-xs font-semibold text-accent">{t('pinnedBadge')}</span>
        )}
        <time dateTime={message.time} className="text-xs text-fg-muted">
          {formatTime(message.time, { locale })}
        </time>
      </p>
      {message.mission && (
        <p className="text-xs font-semibold text-amber-300">
          <bdi>{t('mission', { name: message.mission.name })}</bdi>
        </p>
      )}
      {message.text !== '' && (
        <p dir="auto" className="break-words whitespace-pre-wrap [unicode-bidi:isolate]">
          {message.text}
        </p>
      )}
      <ChatAttachments message={message} author={author} />
    </article>
  );
});

function ChatAttachments({ message, author }: { message: ChatMessage; author: string }) {
  const { t } = useTranslation('chat');
  const attachments = message.attachments.flatMap((attachment, index) => {
    const address = chatAttachmentAddress(attachment.attachment_url);
    return address ? [{ ...attachment, address, key: `${index}-${address}` }] : [];
  });
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-col gap-1.5">
      {attachments.map((attachment) => (
        <li key={attachment.key}>
          {attachment.attachment_type === 'image' ? (
            <ChatAttachmentImage address={attachment.address} alt={t('image', { name: author })} />
          ) : (
            <ChatAttachmentLink address={attachment.address} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * An image a player attached. One that does not load (gone, or from a host the page's img-src does
 * not allow: players may name any host) becomes its link instead of a broken box.
 */
function ChatAttachmentImage({ address, alt }: { address: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ChatAttachmentLink address={address} />;
  return (
    <img
      src={address}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-40 w-full rounded-md bg-surface object-contain"
    />
  );
}

function ChatAttachmentLink({ address }: { address: string }) {
  return (
    <a
      href={address}
      target="_blank"
      rel={`${EXTERNAL_LINK_REL} nofollow ugc`}
      className="break-all text-accent underline"
    >
      {address}
    </a>
  );
}
