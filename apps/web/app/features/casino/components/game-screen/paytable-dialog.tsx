import type { Game, Paytable } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { SkeletonRows } from '~/components/ui/skeleton';
import type { Locale } from '~/core/i18n/config';
import { formatHundredths } from '~/lib/fixed-decimal';
import { usePaytable } from '../../api/get-paytable';
import { formatRtp } from '../../model/rtp';

/** A symbol's pay as a multiple of the stake: 3.2 → "3,20×" (pt-BR) or "3.20×" (en). */
const formatPays = (pays: number, locale: Locale) =>
  `${formatHundredths(Math.round(pays * 100), locale) ?? pays.toFixed(2)}×`;

/**
 * The paytable (issue 35; Portaria 1.207/2024: before betting and at any time during play), as the
 * game's provider publishes it: the RTP and its note, what three of each symbol pay, the rules.
 */
export default function PaytableDialog({
  game,
  locale,
  open,
  onOpenChange,
}: {
  game: Game;
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('game');
  const paytable = usePaytable(game.id, locale, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('paytable.title')}
      description={game.title}
      closeLabel={t('paytable.close')}
    >
      {paytable.isPending ? (
        <SkeletonRows rows={4} label={t('paytable.loading')} />
      ) : paytable.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t('paytable.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void paytable.refetch()}>
            {t('paytable.retry')}
          </Button>
        </div>
      ) : paytable.data === null ? (
        <p className="text-sm text-fg-muted">{t('paytable.none')}</p>
      ) : (
        <PaytableView paytable={paytable.data} locale={locale} />
      )}
    </Dialog>
  );
}

function PaytableView({ paytable, locale }: { paytable: Paytable; locale: Locale }) {
  const { t } = useTranslation('game');
  return (
    <div className="flex flex-col gap-4 text-sm">
      {paytable.rtp !== null && (
        <p>
          <strong className="font-semibold">
            {t('rtp.value', { value: formatRtp(paytable.rtp, locale) })}
          </strong>{' '}
          <span className="text-fg-muted">{t('rtp.note')}</span>
        </p>
      )}
      {paytable.symbols.length > 0 && (
        <table className="w-full border-collapse">
          <caption className="pb-2 text-left font-semibold">
            {paytable.lines === null
              ? t('paytable.caption')
              : t('paytable.captionLines', { count: paytable.lines })}
          </caption>
          <thead>
            <tr className="border-b border-line text-left text-fg-muted">
              <th scope="col" className="py-1.5 font-medium">
                {t('paytable.symbol')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('paytable.pays')}
              </th>
            </tr>
          </thead>
          <tbody>
            {paytable.symbols.map((symbol) => (
              <tr key={symbol.id} className="border-b border-line/60">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {symbol.name}
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">
                  {formatPays(symbol.pays, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {paytable.rules.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {paytable.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
