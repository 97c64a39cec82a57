import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '~/components/ui/icons';

// The panel's code (the dialog, the list, the composer) loads when the page is idle, or on the
// first open, or when the pointer or focus comes to the button: nothing of it is in the first load.
const loadChatPanel = () => import('./chat-panel');
const prefetchChatPanel = () => loadChatPanel().catch(() => undefined);
const ChatPanel = lazy(loadChatPanel);

/**
 * Where the button sits. A signed-in player's header is full below 520 px (balance, deposit,
 * language, account), so there the button floats above the bottom navigation instead.
 */
export type ChatEntryPlacement = 'header' | 'floating';

const PLACEMENTS = {
  header: {
    guest: 'grid',
    player: 'hidden min-[520px]:grid',
    button: 'min-h-11 min-w-11 rounded-lg px-1.5 hover:bg-surface-overlay',
  },
  floating: {
    guest: 'hidden',
    player:
      'fixed left-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 min-[520px]:hidden',
    button: 'size-12 rounded-full bg-brand text-on-brand shadow-lg',
  },
} as const;

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
export function ChatEntry({
  placement = 'header',
  open: openFromOutside,
  onOpenChange,
  ...props
}: ChatEntryProps & {
  placement?: ChatEntryPlacement;
  /**
   * Controlled from the route (a chat notification's click opens the panel, §2); uncontrolled by
   * default.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const classes = PLACEMENTS[placement];
  const [openHere, setOpenHere] = useState(false);
  const open = openFromOutside ?? openHere;
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  // The panel's code and its words come together, not one after the other.
  const prefetch = () => {
    void prefetchChatPanel();
    void i18n.loadNamespaces('chat');
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
        className={`${props.signedIn ? classes.player : classes.guest} place-items-center ${classes.button}`}
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
