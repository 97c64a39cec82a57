import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '~/components/ui/icons';

// The panel's code (the dialog, the list, the composer, the contract's schemas) loads on the
// first open, or when the pointer or focus comes to the button: nothing of it is in the first load.
const loadChatPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadChatPanel);

export interface ChatEntryProps {
  /** 'guest' or the player's id: part of the chat list's cache key. */
  viewer: string;
  signedIn: boolean;
  /** The API client holds the player's token (a player's list waits for it). */
  ready: boolean;
  /** Opens the login for a guest who wants to write. */
  requestSignIn: () => void;
}

/** §2 "Side panels": the header's chat button, opening the global chat (chatglobal). */
export function ChatEntry(props: ChatEntryProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadChatPanel().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-1.5 hover:bg-surface-overlay"
        aria-label={t('header.chat')}
        aria-haspopup="dialog"
      >
        <ChatIcon className="size-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel
            {...props}
            onClose={() => setOpen(false)}
            requestSignIn={() => {
              setOpen(false);
              props.requestSignIn();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
