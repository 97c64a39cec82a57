import type { ChatAttachment } from '@vitrine/contract/chat.ts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { Icon } from '~/components/ui/icons';
import {
  CHAT_ATTACHMENT_ADDRESS_MAX,
  CHAT_ATTACHMENT_LIMIT,
  type ChatAttachmentProblem,
  draftChatAttachment,
} from '../model/chat-attachment';
import { ComposerPopover, useComposerPopover } from './composer-popover';

// Drawn here, not in components/ui/icons: that module is in the first load, this one is not.
function PaperclipIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m21 11-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l8-8" />
    </Icon>
  );
}

/**
 * The composer's attach popover: a toggle and a field for the address of a link or an image (no
 * upload: §3 an attachment is a type and an address). Enter attaches it, Escape closes the popover
 * and returns to the toggle, leaving the chat panel open.
 */
export function ChatAttachmentPicker({
  attached,
  onAttach,
  disabled,
}: {
  attached: readonly ChatAttachment[];
  onAttach: (attachment: ChatAttachment) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<ChatAttachmentProblem | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const popover = useComposerPopover(() => field.current?.focus());
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  const full = attached.length >= CHAT_ATTACHMENT_LIMIT;

  const attach = () => {
    const draft = draftChatAttachment(address, attached);
    if ('problem' in draft) {
      setProblem(draft.problem);
      field.current?.focus();
      return;
    }
    popover.close();
    setAddress('');
    setProblem(null);
    onAttach(draft.attachment);
  };

  return (
    <ComposerPopover
      popover={popover}
      label={t('attachment.open')}
      disabled={disabled || full}
      icon={<PaperclipIcon className="size-5" />}
    >
      <div
        id={popover.id}
        role="group"
        aria-labelledby={fieldId}
        className="absolute bottom-full left-0 z-10 mb-2 flex w-[min(20rem,calc(100vw-5rem))] flex-col gap-1.5 rounded-xl border border-line bg-surface-overlay p-3 shadow-xl"
      >
        <label id={fieldId} htmlFor={`${fieldId}-input`} className="text-sm font-semibold">
          {t('attachment.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={field}
            id={`${fieldId}-input`}
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter attaches here: it must not send the message around it.
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              attach();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <Button type="button" onClick={attach} className="shrink-0">
            {t('attachment.add')}
          </Button>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-danger">
            {t(`attachment.problem.${problem}`, {
              max: CHAT_ATTACHMENT_LIMIT,
              length: CHAT_ATTACHMENT_ADDRESS_MAX,
            })}
          </p>
        )}
        <p id={hintId} className="text-xs text-fg-muted">
          {t('attachment.hint')}
        </p>
      </div>
    </ComposerPopover>
  );
}
