import { useTranslation } from 'react-i18next';
import { Dialog, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { DialogCloseButton } from '~/components/ui/dialog-close-button';
import { ChatPresence } from './chat-presence';
import { ChatRoom } from './chat-room';
import type { ChatEntryProps } from './chat-entry';

/**
 * §2 "Side panels": the global chat, full width on small screens and a side panel from `sm`.
 * Radix traps focus in it, Escape closes it, and focus returns to the header's button.
 */
export default function ChatPanel({ onClose, ...room }: ChatEntryProps & { onClose: () => void }) {
  const { t, ready } = useTranslation('chat');
  // Its words first: the dialog never shows keys (the button stays where focus is meanwhile).
  if (!ready) return null;
  return (
    <Dialog
      layout="panel"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="sm:w-[26rem]"
      // The field when the player may write; the list otherwise (it scrolls with the keyboard).
      initialFocus={(content) =>
        content.querySelector<HTMLElement>('textarea:not([disabled])') ??
        content.querySelector<HTMLElement>('[data-chat-log]')
      }
    >
      <div className="flex h-full min-h-0 flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-2">
          <div className="flex min-w-0 flex-col gap-0.5 py-1.5">
            <DialogTitle className="text-lg leading-tight font-bold">{t('title')}</DialogTitle>
            <DialogDescription className="text-sm text-fg-muted">
              {t('description')}
            </DialogDescription>
            <ChatPresence />
          </div>
          <DialogCloseButton label={t('close')} />
        </div>
        <ChatRoom {...room} />
      </div>
    </Dialog>
  );
}
