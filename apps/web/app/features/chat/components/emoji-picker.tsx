import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SmileIcon } from '~/components/ui/icons';
import { ComposerPopover, useComposerPopover } from './composer-popover';

/** A small fixed set: the picker needs no package and no emoji data. */
export const CHAT_EMOJI = [
  '😀',
  '😂',
  '😍',
  '😎',
  '🤔',
  '😅',
  '😭',
  '😡',
  '👍',
  '👏',
  '🙏',
  '🔥',
  '🎉',
  '💰',
  '🍀',
  '⚽',
] as const;

/**
 * The composer's emoji popover: a toggle button and a grid of emoji buttons (Tab or the arrow keys
 * move between them; Escape closes it and returns to the toggle, leaving the chat panel open).
 */
export function EmojiPicker({
  onPick,
  disabled,
}: {
  onPick: (emoji: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const grid = useRef<HTMLDivElement>(null);
  const popover = useComposerPopover(() => grid.current?.querySelector('button')?.focus());

  const moveFocus = (from: HTMLElement, step: number) => {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const next =
      buttons[
        (buttons.indexOf(from as HTMLButtonElement) + step + buttons.length) % buttons.length
      ];
    next?.focus();
  };

  return (
    <ComposerPopover
      popover={popover}
      label={t('emoji.open')}
      disabled={disabled}
      icon={<SmileIcon className="size-5" />}
    >
      <div
        ref={grid}
        id={popover.id}
        role="toolbar"
        aria-label={t('emoji.list')}
        onKeyDown={(event) => {
          if (!(event.target instanceof HTMLElement)) return;
          const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 4, ArrowUp: -4 }[event.key];
          if (step === undefined) return;
          event.preventDefault();
          moveFocus(event.target, step);
        }}
        className="absolute bottom-full left-0 z-10 mb-2 grid w-52 grid-cols-4 gap-1 rounded-xl border border-line bg-surface-overlay p-2 shadow-xl"
      >
        {CHAT_EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            onClick={() => {
              popover.close();
              onPick(emoji);
            }}
            className="grid size-11 place-items-center rounded-lg text-xl hover:bg-surface-raised"
          >
            {emoji}
          </button>
        ))}
      </div>
    </ComposerPopover>
  );
}
