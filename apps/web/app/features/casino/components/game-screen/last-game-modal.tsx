import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { CloseIcon } from '~/components/ui/icons';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { useRecentGames } from '../../api/get-recent';
import { gamePath } from '../game-card';

/**
 * §2 "last game played" modal: offered once a player has just signed in, when they have a recent
 * game (§4: the last played is the first recent one). Continue goes to its page; Not now closes.
 * Nothing shows while the list loads, when it is empty, or when it fails.
 */
export default function LastGameModal({ localePrefix }: { localePrefix: string }) {
  const { t, ready } = useTranslation('game');
  const recent = useRecentGames();
  const [open, setOpen] = useState(true);
  const last = recent.data?.pages[0]?.data[0];
  if (!ready || !last || !open) return null;

  const title = t('lastGame.title', { title: last.title });
  return (
    <Dialog
      open
      onOpenChange={setOpen}
      // A prompt: it waits behind the 18+ question and any dialog the player opened.
      priority="prompt"
      className="gap-4 p-5"
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <DecorativeImage
            src={last.image_mobile}
            width={75}
            height={100}
            className="h-[6.25rem] w-[4.7rem] shrink-0 rounded-lg bg-surface-overlay object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
            <DialogDescription className="text-sm text-fg-muted">
              {t('lastGame.text', { title: last.title })}
            </DialogDescription>
          </div>
          <DialogClose
            aria-label={t('lastGame.close')}
            className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-overlay"
          >
            <CloseIcon />
          </DialogClose>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('lastGame.later')}
          </Button>
          <Link
            to={gamePath(last, localePrefix)}
            onClick={() => setOpen(false)}
            className={buttonClasses('primary')}
          >
            {t('lastGame.continue')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
