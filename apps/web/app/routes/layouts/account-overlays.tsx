import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { useAgeVerified } from '~/features/responsible-gaming/hooks/use-age-verified';
import { AuthModalHost } from '~/features/accounts/components/auth-modal-host';
import { PasswordConfirmationHost } from '~/features/accounts/components/password-confirmation-host';
import { RequiredLimitsHost } from '~/features/accounts/components/required-limits-host';
import type { AuthRequirements } from '~/features/accounts/model/auth-requirements';
import { useRegistrationPrompt } from '~/features/accounts/hooks/use-registration-prompt';
import { useTenant } from '~/core/tenant/tenant-context';
import { type Locale, localizePath } from '~/core/i18n/config';
import { LastGameOffer } from './last-game-offer';

const AgeVerificationModal = lazy(
  () => import('~/features/responsible-gaming/components/age-verification-modal'),
);

/**
 * Where the tenant's configuration meets the session: the login modal with the brand's sign-in
 * and registration requirements, the 18+ question, and the registration prompt that follows it.
 */
export function AccountOverlays({ locale }: { locale: Locale }) {
  const { theme } = useTenant();
  const navigate = useNavigate();
  const [ageVerified, confirmAge] = useAgeVerified();
  // With the 18+ pop-up disabled by the tenant, nobody is asked and the prompt may run.
  const ageOk = theme.disable_18_popup || ageVerified === true;
  useRegistrationPrompt({ ageVerified: ageOk });

  const requirements = useMemo<AuthRequirements>(
    () => ({
      login: { requiresCpf: theme.login_requires_cpf, requiresEmail: theme.login_requires_email },
      register: {
        requiresCpf: theme.registerCPF,
        requiresLicence: theme.reg_license,
        verifyByPhone: theme.reg_phone,
        alert: theme.reg_alert,
        turnstileSiteKey: theme.turnstileSiteKey,
      },
      googleClientId:
        theme.googleClientId && theme.casAllowGoogleAuth ? theme.googleClientId : null,
    }),
    [theme],
  );

  const onSignedIn = useCallback(
    (redirectTo: string | null) => {
      if (redirectTo) void navigate(redirectTo, { replace: true });
    },
    [navigate],
  );

  return (
    <>
      <AuthModalHost requirements={requirements} onSignedIn={onSignedIn} />
      <PasswordConfirmationHost />
      <RequiredLimitsHost />
      <LastGameOffer locale={locale} />
      <AgeGate
        asked={!ageOk}
        ageVerified={ageVerified}
        onConfirm={confirmAge}
        responsibleGamingHref={localizePath('/responsible-gaming', locale)}
      />
    </>
  );
}

/**
 * The 18+ question holds the first turn from the moment the page can ask it — while its code
 * loads and while the answer is still being read — so no other overlay opens before it. Its own
 * component: taking the turn re-renders synchronously, as the page finishes hydrating, and only
 * this needs to.
 */
function AgeGate({
  asked,
  ageVerified,
  onConfirm,
  responsibleGamingHref,
}: {
  asked: boolean;
  ageVerified: boolean | null;
  onConfirm: () => void;
  responsibleGamingHref: string;
}) {
  const turn = useOverlayTurn('age-gate', 'gate', asked);
  if (!turn || ageVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <AgeVerificationModal onConfirm={onConfirm} responsibleGamingHref={responsibleGamingHref} />
    </Suspense>
  );
}
