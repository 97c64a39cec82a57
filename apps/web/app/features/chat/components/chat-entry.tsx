import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '~/components/ui/icons';

// The panel's code (the dialog, the list, the composer) loads when the page is idle, or on the
// first open, or when the pointer or focus comes to the button: nothing of it is in the first load.
const loadChatPanel = () => import('./chat-panel');
const prefetchChatPanel = () => loadChatPanel().catch(() => undefined);
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

/** Starts loading the panel's code and its words: on a pointer or focus coming to a chat button. */
export function usePrefetchChatPanel() {
  const { i18n } = useTranslation('common');
  // The panel's code and its words come together, not one after the other.
  return () => {
    void prefetchChatPanel();
    void i18n.loadNamespaces('chat');
  };
}

/**
 * The chat's panel for a button elsewhere (a signed-in player's, which holds the live support too:
 * issue 39 §3, docs/design/floating-controls.md): its code loads when first opened.
 */
export function ChatPanelHost({
  open,
  onClose,
  ...props
}: ChatEntryProps & { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel
        {...props}
        onClose={onClose}
        requestSignIn={() => {
          onClose();
          props.requestSignIn();
        }}
      />
    </Suspense>
  );
}

/**
 * §2 "Side panels": the header's chat button, opening the global chat (chatglobal). The layout
 * gives it to a guest; a signed-in player's chat shares a button with the live support.
 */
export function ChatEntry({
  open: openFromOutside,
  onOpenChange,
  ...props
}: ChatEntryProps & {
  /**
   * Controlled from the route (a chat notification's click opens the panel, §2); uncontrolled by
   * default.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const prefetch = usePrefetchChatPanel();
  const [openHere, setOpenHere] = useState(false);
  const open = openFromOutside ?? openHere;
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  // Not prefetched when idle: the chat is not one of §9's idle-preloaded modals, and loading and
  // running its code at idle was measured on the home page's blocking time (Lighthouse). A
  // pointer or focus on the button gives it a head start.

  return (
    <>
      <button
        type="button"
        onClick={() => {
          prefetch();
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="grid min-h-11 min-w-11 place-items-center rounded-lg px-1.5 hover:bg-surface-overlay"
        aria-label={t('header.chat')}
        aria-haspopup="dialog"
      >
        <ChatIcon className="size-5" />
      </button>
      <ChatPanelHost {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
