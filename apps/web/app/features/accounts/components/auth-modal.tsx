import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog, DialogTitle } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import type { AuthRequirements } from '../model/auth-requirements';
import { LoginForm } from './login-form';
import { RecoveryFlow } from './recovery-flow';
import { RegisterWizard } from './register/register-wizard';
import { SessionDialog } from './session-dialog';

/** §2 "Login modal": sign in, register (the wizard) and password recovery in one dialog. */
export default function AuthModal({
  requirements,
  onSignedIn,
}: {
  requirements: AuthRequirements;
  onSignedIn: (redirectTo: string | null) => void;
}) {
  const { t, ready } = useTranslation(['session', 'register', 'validation', 'errors']);
  const { mode, redirectTo, closeModal: close, switchMode } = useAuthModal();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  // The texts may load after the dialog opened (focus then sits on the close button): once the
  // form is there, focus moves to its first field, unless the player already went elsewhere.
  useEffect(() => {
    const root = content.current;
    if (!ready || !root) return;
    const active = document.activeElement;
    const parked =
      !root.contains(active) ||
      (active instanceof HTMLElement && active.dataset.closeButton !== undefined);
    const field = root.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
    if (parked && field) field.focus();
  }, [ready, mode]);

  // §2 "Registration wizard": closing the register modal asks for confirmation first.
  function requestClose() {
    if (mode === 'register') setConfirmingCancel(true);
    else close();
  }

  const title =
    mode === 'login'
      ? t('session:modal.loginTitle')
      : mode === 'register'
        ? t('session:modal.registerTitle')
        : t('session:modal.recoveryTitle');

  return (
    <SessionDialog
      onClose={requestClose}
      layout="screen"
      title={ready ? title : ''}
      closeLabel={ready ? t('session:modal.close') : 'Fechar'}
      // Straight to the first field, not the close button.
      initialFocus={(root) => root.querySelector<HTMLElement>('input:not([type=hidden]), select')}
    >
      <div ref={content}>
        {!ready ? (
          <div role="status" className="grid place-items-center py-16">
            <Spinner />
            <span className="sr-only">{t('session:modal.loading')}</span>
          </div>
        ) : mode === 'login' ? (
          <LoginForm
            requirements={requirements}
            onSignedIn={() => onSignedIn(redirectTo)}
            onForgotPassword={() => switchMode('recovery')}
            onCreateAccount={() => switchMode('register')}
          />
        ) : mode === 'register' ? (
          <>
            <RegisterWizard
              requirements={requirements.register}
              onRegistered={() => onSignedIn(redirectTo)}
              onSignIn={() => switchMode('login')}
            />
            <CancelRegistration
              open={confirmingCancel}
              onKeepGoing={() => setConfirmingCancel(false)}
              onCancel={() => {
                setConfirmingCancel(false);
                close();
              }}
            />
          </>
        ) : (
          <RecoveryFlow onDone={() => switchMode('login')} />
        )}
      </div>
    </SessionDialog>
  );
}

/**
 * §2 "Registration wizard": 'Tem certeza que deseja cancelar seu registro?' — a confirmation
 * nested in the login modal (the one nesting the overlay stack allows). The wizard stays mounted
 * beneath it, so "keep going" returns to the same step with every value.
 */
function CancelRegistration({
  open,
  onKeepGoing,
  onCancel,
}: {
  open: boolean;
  onKeepGoing: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('session');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onKeepGoing()}
      role="alertdialog"
      layout="alert"
      className="p-6 text-center"
      // The safe answer takes focus.
      initialFocus={(root) => root.querySelector<HTMLElement>('button')}
    >
      <DialogTitle className="text-lg font-semibold">
        {t('cancelRegistration.question')}
      </DialogTitle>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onKeepGoing}>{t('cancelRegistration.keepGoing')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancelRegistration.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
