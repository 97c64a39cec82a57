import type { CodeChannel } from '@vitrine/contract/accounts.ts';
import { verificationCodeSchema } from '@vitrine/contract/validation/forms.ts';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormError, FormShell, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { useCountdown } from '~/lib/countdown';
import { resendEndsAt } from '~/lib/resend-wait';
import { serverFormErrors } from '~/lib/form-errors';
import { useSendEmailCode, useSendPhoneCode, useVerifyCode } from '../../hooks/use-contact-codes';

const COPY = {
  email: {
    intro: 'access.code.emailIntro',
    sent: 'access.code.sentEmail',
    verified: 'access.code.emailVerified',
    failed: 'access.code.emailFailed',
  },
  sms: {
    intro: 'access.code.phoneIntro',
    sent: 'access.code.sentPhone',
    verified: 'access.code.phoneVerified',
    failed: 'access.code.phoneFailed',
  },
} as const;

/**
 * Verifying an e-mail or phone by code: send (`POST /auth/verify-email` / `verify-phone`), type the
 * 6 digits, confirm (`POST /auth/verify-code`). A new code only after the §9 wait, counted down on
 * the resend button. What the player typed stays when something fails.
 */
export function CodeVerification({
  channel,
  to,
  toLabel,
  onVerified,
}: {
  channel: CodeChannel;
  /** Where the code goes: the e-mail, or the phone in E.164. */
  to: string;
  /** The same, as the player reads it. */
  toLabel: string;
  onVerified: () => void;
}) {
  const { t } = useTranslation('profile');
  const copy = COPY[channel];
  const sendEmailCode = useSendEmailCode();
  const sendPhoneCode = useSendPhoneCode();
  const send = channel === 'email' ? sendEmailCode : sendPhoneCode;
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const [sendError, setSendError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  function sendCode() {
    setSendError(null);
    send.mutate(to, {
      onSuccess: (answer) => {
        setResendAt(resendEndsAt(Date.now(), answer.resend_after));
        flushSync(() => setSent(true));
        codeInput.current?.focus();
      },
      onError: (error) => {
        const refused = serverFormErrors(error);
        // Asked too soon: the server's wait applies; show the countdown again.
        if (refused.status === 429) setResendAt(resendEndsAt(Date.now()));
        setSendError(
          channel === 'sms'
            ? t(copy.failed)
            : (Object.values(refused.fields)[0] ?? refused.message ?? t(copy.failed)),
        );
      },
    });
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4">
      <p role="status" className="text-sm">
        {sent ? t(copy.sent, { to: toLabel }) : t(copy.intro)}
      </p>
      <FormError>{sendError}</FormError>
      {sent && (
        <CodeForm
          channel={channel}
          to={to}
          inputRef={codeInput}
          onVerified={() => {
            toast.success(t(copy.verified));
            onVerified();
          }}
        />
      )}
      <div>
        <Button
          variant={sent ? 'ghost' : 'primary'}
          size="sm"
          onClick={sendCode}
          disabled={send.isPending || secondsLeft > 0}
          aria-busy={send.isPending}
        >
          {send.isPending
            ? t('access.code.sending')
            : secondsLeft > 0
              ? t('access.code.resendIn', { seconds: secondsLeft })
              : sent
                ? t('access.code.resend')
                : t('access.code.send')}
        </Button>
      </div>
    </div>
  );
}

function CodeForm({
  channel,
  to,
  inputRef,
  onVerified,
}: {
  channel: CodeChannel;
  to: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onVerified: () => void;
}) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function refuse(message: string | null, form: string | null = null) {
    setCodeError(message);
    setFormError(form);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') return refuse(t('access.code.empty'));
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) return refuse(text(parsed.error.issues[0]?.message, 'code') ?? null);
    setCodeError(null);
    setFormError(null);
    verify.mutate(
      { channel, to, code: parsed.data },
      {
        onSuccess: onVerified,
        onError: (error) => {
          const refused = serverFormErrors(error);
          refuse(refused.fields.code ?? refused.message, t(COPY[channel].failed));
        },
      },
    );
  }

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-3">
      <TextField
        ref={inputRef}
        label={t('access.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError}
        className="max-w-48 tracking-[0.3em]"
      />
      <div>
        <SubmitButton
          size="sm"
          pending={verify.isPending}
          pendingLabel={t('access.code.verifying')}
        >
          {t('access.code.verify')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
