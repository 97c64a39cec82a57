import type { ChatAttachment } from '@vitrine/contract/chat.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '~/components/ui/icons';
import { CHAT_ATTACHMENT_LIMIT } from '../model/chat-attachment';

/**
 * The attachments waiting to go with the message, each removable. Removing one moves focus to the
 * next one's button (or the one before), and to the message field when none is left.
 */
export function ChatAttachmentChips({
  attachments,
  onRemove,
  focusField,
}: {
  attachments: readonly ChatAttachment[];
  onRemove: (index: number) => void;
  focusField: () => void;
}) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLUListElement>(null);
  if (attachments.length === 0) return null;

  const remove = (index: number) => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    onRemove(index);
    if (next) next.focus();
    else focusField();
  };

  return (
    <div className="mb-2 flex flex-col gap-1">
      <ul ref={list} aria-label={t('attachment.list')} className="flex flex-wrap gap-1.5">
        {attachments.map((attachment, index) => (
          <li
            key={attachment.attachment_url}
            className="flex max-w-full min-w-0 items-center gap-1 rounded-full border border-line bg-surface-overlay py-0.5 pl-3 text-sm"
          >
            <span className="shrink-0 text-xs font-semibold text-fg-muted">
              {t(`attachment.${attachment.attachment_type}`)}
            </span>
            <bdi className="min-w-0 truncate">{attachment.attachment_url}</bdi>
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={t('attachment.remove', { address: attachment.attachment_url })}
              className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface-raised"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {attachments.length >= CHAT_ATTACHMENT_LIMIT && (
        <p className="text-xs text-fg-muted">
          {t('attachment.full', { max: CHAT_ATTACHMENT_LIMIT })}
        </p>
      )}
    </div>
  );
}
