import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { localeFromPath } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import { getStoredReferralCode } from '~/lib/campaign-params';
import { loadScript } from '~/lib/load-script';
import { browserStorage } from '~/lib/storage';
import { loginWithGoogle } from '../api/google-login';
import { useSessionActions } from '~/core/session/session-context';
import { useIntegrations } from '~/core/integrations-context';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
  }): void;
  renderButton(element: HTMLElement, options: Record<string, string>): void;
}

function googleIdentity(): GoogleIdentity | null {
  const candidate: unknown = Reflect.get(window, 'google');
  if (typeof candidate !== 'object' || candidate === null) return null;
  const accounts: unknown = Reflect.get(candidate, 'accounts');
  const id: unknown = accounts && typeof accounts === 'object' ? Reflect.get(accounts, 'id') : null;
  if (typeof id !== 'object' || id === null) return null;
  return isGoogleIdentity(id) ? id : null;
}

function isGoogleIdentity(value: object): value is GoogleIdentity {
  return (
    typeof Reflect.get(value, 'initialize') === 'function' &&
    typeof Reflect.get(value, 'renderButton') === 'function'
  );
}

/** §2 Login modal: Google sign-in through Google Identity Services, then `POST /auth/google`. */
export function GoogleSignIn({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation(['session', 'errors']);
  const { googleScriptUrl } = useIntegrations();
  const client = useApiClient();
  const { completeSignIn } = useSessionActions();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const locale = localeFromPath(useLocation().pathname);

  useEffect(() => {
    let cancelled = false;
    loadScript(googleScriptUrl).then(
      () => {
        const google = googleIdentity();
        if (cancelled || !google || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return;
            const ref = getStoredReferralCode(browserStorage());
            loginWithGoogle(client, credential, ref).then(
              (outcome) => {
                if (outcome.kind !== 'signed-in') return;
                completeSignIn({ token: outcome.token, user: outcome.user });
                onSignedIn();
              },
              () => toast.error(t('errors:error_messages.generic')),
            );
          },
        });
        google.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          text: 'signin_with',
          locale: locale === 'en' ? 'en' : 'pt-BR',
          width: '320',
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [client, clientId, completeSignIn, googleScriptUrl, locale, onSignedIn, t]);

  // A widget that cannot load is hidden, never broken (docs/product/accounts.md "§2 Login modal").
  if (failed) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      <p aria-hidden="true" className="text-xs tracking-wide text-fg-muted uppercase">
        {t('session:login.or')}
      </p>
      <div ref={container} className="flex min-h-11 w-full justify-center" />
    </div>
  );
}
