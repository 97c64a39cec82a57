import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import type { Locale } from '~/core/i18n/config';
import { loadScript } from '~/lib/load-script';
import { useIntegrations } from '~/core/integrations-context';

// Cloudflare Turnstile, explicit rendering: https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/
// The same API is spoken by the local stand-in (public/vendor/turnstile-standin.js).

interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language: string;
  theme: 'auto' | 'light' | 'dark';
}

interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): unknown;
  remove(widgetId: string): void;
}

function isTurnstileApi(value: object): value is TurnstileApi {
  return (
    typeof Reflect.get(value, 'render') === 'function' &&
    typeof Reflect.get(value, 'remove') === 'function'
  );
}

function turnstileApi(): TurnstileApi | null {
  const candidate: unknown = Reflect.get(window, 'turnstile');
  if (typeof candidate !== 'object' || candidate === null) return null;
  return isTurnstileApi(candidate) ? candidate : null;
}

type WidgetStatus = 'loading' | 'ready' | 'failed';

/**
 * §5 Register: "A captcha is validated first". Renders the tenant's Turnstile widget and hands its
 * token over (null when it expires or fails). Remount it (a new `key`) to ask for a fresh token:
 * each token is accepted once.
 */
export function TurnstileWidget({
  siteKey,
  locale,
  onToken,
}: {
  siteKey: string;
  locale: Locale;
  onToken: (token: string | null) => void;
}) {
  const { t } = useTranslation('register');
  const { turnstileScriptUrl } = useIntegrations();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const handOver = useEffectEvent((token: string | null) => onToken(token));

  useEffect(() => {
    let cancelled = false;
    let widgetId: string | null = null;
    loadScript(turnstileScriptUrl).then(
      () => {
        const turnstile = turnstileApi();
        if (cancelled) return;
        if (!turnstile || !container.current) {
          setStatus('failed');
          return;
        }
        const id = turnstile.render(container.current, {
          sitekey: siteKey,
          language: locale === 'en' ? 'en' : 'pt-br',
          theme: 'dark',
          callback: (token) => handOver(token),
          'expired-callback': () => handOver(null),
          'error-callback': () => {
            handOver(null);
            setStatus('failed');
          },
        });
        widgetId = typeof id === 'string' ? id : null;
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      if (widgetId !== null) turnstileApi()?.remove(widgetId);
    };
  }, [attempt, locale, siteKey, turnstileScriptUrl]);

  return (
    <div className="flex flex-col gap-2">
      <div ref={container} className="min-h-[65px]" hidden={status === 'failed'} />
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner className="size-4" />
          {t('captcha.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-danger">
            {t('captcha.failed')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onToken(null);
              setStatus('loading');
              setAttempt((value) => value + 1);
            }}
          >
            {t('captcha.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
