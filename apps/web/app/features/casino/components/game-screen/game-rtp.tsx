import type { Game } from '@vitrine/contract/games.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { Locale } from '~/core/i18n/config';
import { formatRtp } from '../../model/rtp';

// The dialog and its table load on the first click: the game page's first load stays as it was.
const loadPaytableDialog = () => import('./paytable-dialog');
const PaytableDialog = lazy(loadPaytableDialog);

/**
 * Issue 35 (Portaria 1.207/2024, 2.579/2025): the game's RTP before play, with the note that it is
 * a theoretical average, and the paytable one click away before and during play.
 */
export function GameRtp({ game, locale }: { game: Game; locale: Locale }) {
  const { t } = useTranslation('game');
  const [paytableOpen, setPaytableOpen] = useState(false);
  return (
    <section
      aria-label={t('rtp.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm"
    >
      <p className="min-w-0 flex-1 basis-60">
        {game.rtp !== null ? (
          <>
            <strong className="font-semibold">
              {t('rtp.value', { value: formatRtp(game.rtp, locale) })}
            </strong>{' '}
            <span className="text-fg-muted">{t('rtp.note')}</span>
          </>
        ) : (
          <span className="text-fg-muted">{t('rtp.unknown')}</span>
        )}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => setPaytableOpen(true)}
        onPointerEnter={() => void loadPaytableDialog()}
        onFocus={() => void loadPaytableDialog()}
      >
        {t('rtp.paytable')}
      </Button>
      {paytableOpen && (
        <Suspense fallback={null}>
          <PaytableDialog
            game={game}
            locale={locale}
            open={paytableOpen}
            onOpenChange={setPaytableOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
