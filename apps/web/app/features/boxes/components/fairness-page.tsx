import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { SkeletonRows } from '~/components/ui/skeleton';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { useSessionState } from '~/core/session/session-context';
import { useFairness } from '../api/get-fairness';
import { usePlayerPrizes } from '../api/get-player-prizes';
import { usePageLocale } from '../hooks/use-page-locale';
import { ActiveSeedPanel } from './active-seed-panel';
import { DrawChecker } from './draw-checker';
import { RevealedSeeds } from './revealed-seeds';

/** The draw `?draw={id}` names, among the player's prizes loaded so far. */
function useLinkedDraw(enabled: boolean) {
  const [params] = useSearchParams();
  const id = Number(params.get('draw'));
  const wanted = Number.isSafeInteger(id) && id > 0;
  const prizes = usePlayerPrizes(enabled && wanted);
  if (!wanted) return null;
  return (
    prizes.data?.pages.flatMap((page) => page.data).find((prize) => prize.draw.id === id) ?? null
  );
}

/**
 * `/casino/crates/fairness` ('Jogo justo'): how a draw works, the player's seeds (change the client
 * seed, reveal and rotate the server seed) and a checker that recomputes a draw in the browser.
 */
export function FairnessPage() {
  const { t } = useTranslation('boxes');
  const { intl } = usePageLocale();
  const guest = useSessionState((state) => state.status === 'guest');
  const { ready } = usePlayerSession();
  const { openModal } = useAuthModal();
  const fairness = useFairness(ready);
  const linked = useLinkedDraw(ready);
  const intro = t('fairness.intro', { returnObjects: true });

  return (
    <div className="flex flex-col gap-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold">{t('fairness.title')}</h1>
      <div className="flex max-w-prose flex-col gap-2 text-fg-muted">
        {(Array.isArray(intro) ? intro : []).map((line: unknown, index) => (
          <p key={index}>{String(line)}</p>
        ))}
      </div>
      {guest ? (
        <ListMessage
          role="status"
          title={t('fairness.signIn')}
          action={<Button onClick={() => openModal('login')}>{t('fairness.signInButton')}</Button>}
        />
      ) : !fairness.data ? (
        fairness.isError ? (
          <ListMessage
            role="alert"
            title={t('fairness.failed')}
            action={<Button onClick={() => void fairness.refetch()}>{t('fairness.retry')}</Button>}
          />
        ) : (
          <SkeletonRows rows={4} label={t('fairness.loading')} />
        )
      ) : (
        <>
          <ActiveSeedPanel active={fairness.data.active} />
          <RevealedSeeds seeds={fairness.data.revealed} intl={intl} />
        </>
      )}
      <DrawChecker key={linked?.draw.id ?? 'typed'} draw={linked} />
    </div>
  );
}
