import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '~/components/ui/icons';
import { Spinner } from '~/components/ui/spinner';
import { useSessionState } from '../session-context';
import type { AuthRequirements } from './auth-requirements';
import { LoginForm } from './login-form';
import { RecoveryFlow } from './recovery-flow';
import { RegisterWizard } from './register/register-wizard';

/** §2 "Login modal": sign in, register (the wizard) and password recovery in one dialog. */
export default function AuthModal({
  requirements,
  onSignedIn,
}: {
  requirements: AuthRequirements;
  onSignedIn: (redirectTo: string | null) => void;
}) {
  const { t, ready } = useTranslation(['session', 'register', 'validation', 'errors']);
  const mode = useSessionState((state) => state.authModal.mode);
  const redirectTo = useSessionState((state) => state.authModal.redirectTo);
  const close = useSessionState((state) => state.closeAuthModal);
  const switchMode = useSessionState((state) => state.switchAuthModal);
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
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Straight to the first field, not the close button.
            const field =
              event.currentTarget instanceof HTMLElement
                ? event.currentTarget.querySelector<HTMLElement>('input:not([type=hidden]), select')
                : null;
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface-raised sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-lg font-bold">{ready ? title : ''}</Dialog.Title>
            <Dialog.Close
              data-close-button=""
              className="grid size-11 place-items-center rounded-lg hover:bg-surface-overlay"
              aria-label={ready ? t('session:modal.close') : 'Fechar'}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div ref={content} className="flex-1 p-5">
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
                {confirmingCancel && (
                  <CancelRegistration
                    onKeepGoing={() => setConfirmingCancel(false)}
                    onCancel={() => {
                      setConfirmingCancel(false);
                      close();
                    }}
                  />
                )}
                {/* Hidden, not unmounted: "keep going" returns to the same step with every value. */}
                <div hidden={confirmingCancel}>
                  <RegisterWizard
                    requirements={requirements.register}
                    onRegistered={() => onSignedIn(redirectTo)}
                    onSignIn={() => switchMode('login')}
                  />
                </div>
              </>
            ) : (
              <RecoveryFlow onDone={() => switchMode('login')} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CancelRegistration({
  onKeepGoing,
  onCancel,
}: {
  onKeepGoing: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('session');
  const keepGoing = useRef<HTMLButtonElement>(null);
  // The question replaces the form: focus moves to the safe answer.
  useEffect(() => keepGoing.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby="cancel-registration" className="py-6 text-center">
      <p id="cancel-registration" className="text-lg font-semibold">
        {t('cancelRegistration.question')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button
          ref={keepGoing}
          type="button"
          onClick={onKeepGoing}
          className="min-h-11 rounded-lg bg-brand px-5 font-semibold text-on-brand"
        >
          {t('cancelRegistration.keepGoing')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-line px-5 font-semibold"
        >
          {t('cancelRegistration.cancel')}
        </button>
      </div>
    </div>
  );
}
