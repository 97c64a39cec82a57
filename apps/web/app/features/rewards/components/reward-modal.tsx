import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { type Locale, localizePath } from '~/core/i18n/config';
import { classifyUrl } from '~/lib/safe-navigation';
import type { BoxAward } from '../model/reward-queue';

/** Where "Abrir agora" leads: the player's boxes, opening this one (`?open=`). */
export function openBoxHref(userBox: number, locale: Locale): string {
  return `${localizePath('/account/boxes', locale)}?open=${userBox}`;
}

/** A box image worth loading: http(s) or this site's own path; else the box's art is drawn. */
function boxImage(image: string | null): string | null {
  if (!image) return null;
  const target = classifyUrl(image, window.location.origin);
  if (target.kind === 'external') return /^https?:\/\//.test(target.url) ? target.url : null;
  return target.kind === 'internal' ? target.path : null;
}

/**
 * §2 "casino reward" modal (§9 "Other": 'YOU WON!'): the box just won, with "Abrir agora" to the
 * player's boxes and "Depois". A prompt of the overlay stack: its host holds the turn. Escape and
 * "Depois" close it; focus goes into it and back.
 */
export default function RewardModal({
  award,
  locale,
  onClose,
}: {
  award: BoxAward;
  locale: Locale;
  onClose: () => void;
}) {
  // The namespace loads with the modal: no flash of its keys.
  const { t, ready } = useTranslation('rewards');
  if (!ready) return null;
  const image = boxImage(award.box.image);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      priority="prompt"
      turnHeldByHost
      layout="alert"
      title={<span className="text-2xl tracking-wide text-accent">{t('modal.title')}</span>}
      description={t('modal.won', { name: award.box.name })}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        {image ? (
          <img
            src={image}
            alt=""
            width={160}
            height={160}
            className="size-40 rounded-xl object-contain"
          />
        ) : (
          <div
            aria-hidden="true"
            className="size-40 rounded-xl bg-linear-to-br from-brand to-accent shadow-inner"
          />
        )}
        <bdi className="text-lg font-bold [overflow-wrap:anywhere]">{award.box.name}</bdi>
        {award.source && (
          <p className="text-sm text-fg-muted">{t(`modal.source.${award.source}`)}</p>
        )}
        <div className="flex w-full flex-wrap justify-center gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('modal.later')}
          </Button>
          <Link
            to={openBoxHref(award.user_box, locale)}
            onClick={onClose}
            className={buttonClasses('primary')}
          >
            {t('modal.openNow')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
