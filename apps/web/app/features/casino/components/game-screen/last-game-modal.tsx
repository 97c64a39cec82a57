import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { PromptDialogBody } from '~/components/ui/prompt-dialog-body';
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

  return (
    <Dialog
      open
      onOpenChange={setOpen}
      // A prompt: it waits behind the 18+ question and any dialog the player opened.
      priority="prompt"
      className="gap-4 p-5"
    >
      <PromptDialogBody
        picture={
          <DecorativeImage
            src={last.image_mobile}
            width={75}
            height={100}
            className="h-[6.25rem] w-[4.7rem] shrink-0 rounded-lg bg-surface-overlay object-cover"
          />
        }
        title={t('lastGame.title', { title: last.title })}
        text={t('lastGame.text', { title: last.title })}
        closeLabel={t('lastGame.close')}
      >
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
      </PromptDialogBody>
    </Dialog>
  );
}
