import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, HeadsetIcon } from '~/components/ui/icons';
import { usePrefetchChatPanel } from '~/features/chat/components/chat-entry';
import { useLiveSupport } from '~/features/live-support/hooks/use-live-support';

/** The header's icon button from 1024 px; an item of the bottom bar, labelled, below. */
export type ConversationsPlacement = 'header' | 'bottom-bar';

const PLACEMENTS = {
  header: {
    item: 'relative hidden lg:block',
    button:
      'grid min-h-11 min-w-11 place-items-center rounded-lg px-1.5 hover:bg-surface-overlay aria-expanded:bg-surface-overlay',
    choices: 'top-full right-0 mt-2',
  },
  'bottom-bar': {
    item: '',
    button:
      'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-semibold text-fg-muted aria-expanded:text-fg',
    choices: 'right-1 bottom-full mb-2',
  },
} as const;
const CHOICE =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold hover:bg-surface-overlay';

/**
 * A signed-in player's chat and the tenant's live support (JivoChat) behind one button, in the
 * header from 1024 px and in the bottom bar below (issue 39 §3: nothing floats over the page,
 * docs/design/floating-controls.md). With live support it shows the two choices; without, it is
 * the chat's button.
 */
export function PlayerConversations({
  placement,
  onOpenChat,
}: {
  placement: ConversationsPlacement;
  onOpenChat: () => void;
}) {
  const { t } = useTranslation('common');
  const liveSupport = useLiveSupport();
  const prefetchChat = usePrefetchChatPanel();
  const [expanded, setExpanded] = useState(false);
  const itemRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choicesId = useId();
  useCloseOnPointerOutside(itemRef, expanded, setExpanded);
  const classes = PLACEMENTS[placement];

  const face = (
    <>
      <ChatIcon className="size-5" />
      {placement === 'bottom-bar' && (
        <span className="max-w-full truncate px-1">{t('header.chat')}</span>
      )}
    </>
  );
  if (!liveSupport.available) {
    return (
      <div className={classes.item}>
        <button
          type="button"
          onClick={() => {
            prefetchChat();
            onOpenChat();
          }}
          onPointerEnter={prefetchChat}
          onFocus={prefetchChat}
          aria-label={t('header.chat')}
          aria-haspopup="dialog"
          className={classes.button}
        >
          {face}
        </button>
      </div>
    );
  }

  /** Closes the choices, the keyboard's focus back on the button. */
  const collapse = () => {
    buttonRef.current?.focus();
    setExpanded(false);
  };
  // On each of the three buttons: Escape closes the choices, and so does the focus leaving them.
  const closeWhenLeft = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && expanded) {
        event.stopPropagation();
        collapse();
      }
    },
    onBlur: (event: FocusEvent) => {
      if (!itemRef.current?.contains(event.relatedTarget)) setExpanded(false);
    },
  };

  return (
    <div ref={itemRef} className={classes.item}>
      <button
        {...closeWhenLeft}
        ref={buttonRef}
        type="button"
        onClick={() => setExpanded(!expanded)}
        onPointerEnter={prefetchChat}
        onFocus={prefetchChat}
        aria-label={t('nav.conversations')}
        aria-expanded={expanded}
        aria-controls={choicesId}
        className={classes.button}
      >
        {face}
      </button>
      {/* After the button, for the keyboard's order; shown only while the player asks for it. */}
      <div
        id={choicesId}
        role="group"
        aria-label={t('nav.conversations')}
        hidden={!expanded}
        className={`absolute z-10 w-52 rounded-xl border border-line bg-surface-raised p-1 text-fg shadow-xl ${classes.choices}`}
      >
        <button
          {...closeWhenLeft}
          type="button"
          onClick={() => {
            collapse();
            onOpenChat();
          }}
          className={CHOICE}
        >
          <ChatIcon className="size-5 shrink-0" />
          {t('header.chat')}
        </button>
        <button
          {...closeWhenLeft}
          type="button"
          onClick={() => {
            collapse();
            if (buttonRef.current) liveSupport.openFrom(buttonRef.current);
          }}
          className={CHOICE}
        >
          <HeadsetIcon className="size-5 shrink-0" />
          {t('header.liveSupport')}
        </button>
      </div>
    </div>
  );
}

/** While `open`, a press outside `ref`'s element closes it (a tap that moves no focus too). */
function useCloseOnPointerOutside(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const listener = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [ref, open, setOpen]);
}
