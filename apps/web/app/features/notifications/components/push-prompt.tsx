import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { useApiClient } from '~/lib/api-client-context';
import { sendPushSubscription } from '../api/subscribe-push';
import { type PushEnvironment, readPushEnvironment } from '../model/push-environment';
import {
  PUSH_PROMPT_DELAY_MS,
  PUSH_SUCCESS_CLOSE_MS,
  type PushSubscribeOutcome,
  readPushPromptTimes,
  rememberPushDenied,
  rememberPushModalClosed,
  shouldOfferPush,
} from '../model/push-prompt';
import { browserPush, type PushBrowser, subscribeToPush } from '../model/push-subscribe';

type Phase = 'offer' | 'subscribing' | PushSubscribeOutcome;

/** Offers the modal about 1 s after the check, when §9's rules allow it. */
function useSyncPushOffer(readEnvironment: () => Promise<PushEnvironment>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void readEnvironment().then((environment) => {
      const offer = shouldOfferPush({
        ...environment,
        ...readPushPromptTimes(),
        signedIn: true,
        now: Date.now(),
      });
      if (live && offer) timer = setTimeout(() => setWanted(true), PUSH_PROMPT_DELAY_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [readEnvironment]);
  return [wanted, () => setWanted(false)];
}

/**
 * §2 "web-push modal" (§4, §8, §9): for a signed-in player of a tenant with a VAPID key,
 * a prompt of the overlay stack. Its button asks the permission and subscribes; the outcome is
 * said in §8's words, and a success closes the modal after 2 s.
 */
export default function PushPrompt({
  vapidPublicKey,
  browser = browserPush(),
  readEnvironment = readPushEnvironment,
}: {
  vapidPublicKey: string;
  /** Tests: fake Notification and pushManager. */
  browser?: PushBrowser;
  readEnvironment?: () => Promise<PushEnvironment>;
}) {
  const { t } = useTranslation('notifications');
  const client = useApiClient();
  const [wanted, hide] = useSyncPushOffer(readEnvironment);
  const [phase, setPhase] = useState<Phase>('offer');

  useEffect(() => {
    if (phase !== 'subscribed') return;
    const timer = setTimeout(hide, PUSH_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, hide]);

  const close = () => {
    if (phase !== 'subscribed') rememberPushModalClosed(Date.now());
    hide();
  };
  const enable = () => {
    setPhase('subscribing');
    void subscribeToPush(browser, vapidPublicKey, (subscription) =>
      sendPushSubscription(client, subscription),
    ).then((outcome) => {
      // §8: the denial's time is stored (no offer for 5 days).
      if (outcome === 'denied') rememberPushDenied(Date.now());
      setPhase(outcome);
    });
  };
  const message = phase === 'offer' || phase === 'subscribing' ? null : t(`push.${phase}`);

  return (
    <Dialog
      open={wanted}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      priority="prompt"
      layout="alert"
      title={t('push.title')}
      closeLabel={t('push.close')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t('push.body')}</p>
        <p
          role="status"
          className={`text-sm font-semibold ${phase === 'subscribed' ? 'text-fg' : 'text-danger'}`}
        >
          {message}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="ghost" onClick={close}>
            {phase === 'offer' || phase === 'subscribing' ? t('push.later') : t('push.close')}
          </Button>
          {(phase === 'offer' || phase === 'subscribing') && (
            <Button type="button" onClick={enable} disabled={phase === 'subscribing'}>
              {phase === 'subscribing' ? t('push.enabling') : t('push.enable')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
