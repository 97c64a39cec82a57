import type { ChatAttachment, ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { SendIcon } from '~/components/ui/icons';
import { useSendChatMessage } from '../api/send-chat-message';
import { useWritingGate } from '../hooks/use-writing-gate';
import { chatSendFailureText } from '../model/chat-send-failure';
import { ChatAttachmentChips } from './chat-attachment-chips';
import { ChatAttachmentPicker } from './chat-attachment-picker';
import { EmojiPicker } from './emoji-picker';

/** The contract's CHAT_TEXT_MAX (a test holds them equal): the contract module brings zod along. */
export const CHAT_TEXT_LIMIT = 500;

/** The field at the panel's foot: a guest is asked to sign in, a player writes. */
export function ChatComposer({
  viewer,
  signedIn,
  gate,
  now,
  requestSignIn,
}: {
  viewer: string;
  signedIn: boolean;
  /** The time the panel is drawn at (a mute that has run out no longer blocks). */
  now: number;
  /** The list's answer: the minimum wagered and the mute (null while it loads). */
  gate: ChatMessagesResponse | null;
  requestSignIn: () => void;
}) {
  const { t } = useTranslation('chat');
  if (!signedIn) {
    return (
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-line px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <p className="text-sm">{t('guest.text')}</p>
        <Button size="sm" onClick={requestSignIn}>
          {t('guest.signIn')}
        </Button>
      </div>
    );
  }
  return <PlayerComposer viewer={viewer} gate={gate} now={now} />;
}

function PlayerComposer({
  viewer,
  gate,
  now,
}: {
  viewer: string;
  gate: ChatMessagesResponse | null;
  now: number;
}) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useSendChatMessage(viewer);
  const blocked = useWritingGate(gate, now);
  const fieldId = useId();
  const messageId = useId();
  const shownMessage = failure ?? blocked;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // Some text, or an attachment alone (the contract's rule).
    if ((text.trim() === '' && attachments.length === 0) || send.isPending || blocked) return;
    send.mutate(attachments.length > 0 ? { text, attachments } : { text }, {
      onSuccess: () => {
        setText('');
        setAttachments([]);
        setFailure(null);
      },
      // The text and the attachments stay; the reason shows under the field.
      onError: (error) => setFailure(chatSendFailureText(error.failure, t, i18n.language)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; nothing while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insertEmoji = (emoji: string) => {
    const element = field.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > CHAT_TEXT_LIMIT) return;
    setText(next);
    requestAnimationFrame(() => {
      if (!element) return;
      element.focus();
      element.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const focusField = () => requestAnimationFrame(() => field.current?.focus());

  return (
    <form
      onSubmit={submit}
      // The attachment's address is checked by the contract's rule, not the browser's bubble.
      noValidate
      className="shrink-0 border-t border-line px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {shownMessage && (
        <p id={messageId} role="alert" className="mb-2 text-sm text-danger">
          {shownMessage}
        </p>
      )}
      <ChatAttachmentChips
        attachments={attachments}
        onRemove={(index) => {
          setAttachments((current) => current.filter((_, at) => at !== index));
          if (failure) setFailure(null);
        }}
        focusField={focusField}
      />
      <label htmlFor={fieldId} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-1">
        <EmojiPicker onPick={insertEmoji} disabled={blocked !== null} />
        <ChatAttachmentPicker
          attached={attachments}
          onAttach={(attachment) => {
            setAttachments((current) => [...current, attachment]);
            if (failure) setFailure(null);
            focusField();
          }}
          disabled={blocked !== null}
        />
        <textarea
          ref={field}
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (failure) setFailure(null);
          }}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_TEXT_LIMIT}
          disabled={blocked !== null}
          placeholder={t('composer.placeholder')}
          aria-invalid={failure ? true : undefined}
          aria-describedby={shownMessage ? messageId : undefined}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-line bg-surface px-3 py-2.5 text-base disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={blocked !== null || send.isPending}
          aria-label={send.isPending ? t('composer.sending') : t('composer.send')}
          className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand text-on-brand disabled:opacity-60"
        >
          <SendIcon className="size-5" />
        </button>
      </div>
      {text.length > CHAT_TEXT_LIMIT - 100 && (
        <p className="mt-1 text-right text-xs text-fg-muted">
          {t('composer.counter', { count: text.length, max: CHAT_TEXT_LIMIT })}
        </p>
      )}
    </form>
  );
}
