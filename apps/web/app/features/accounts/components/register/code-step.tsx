import { parseValidationMessage } from '@vitrine/contract/validation/message-key.ts';
import { formatPhoneBR } from '@vitrine/contract/validation/rules.ts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { useCountdown } from '~/lib/countdown';
import type { RegisterDraft } from '../../model/register-steps';
import type { CodeDestination } from '../../hooks/use-registration-code';

/** The verification code step: where it went, the 6-digit field, and resend after the §9 wait. */
export function CodeStep({
  destination,
  resendAt,
  resending,
  resent,
  onResend,
}: {
  destination: CodeDestination | null;
  resendAt: number | null;
  resending: boolean;
  resent: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  const secondsLeft = useCountdown(resendAt);
  const message = form.formState.errors.code?.message;
  // §8: continuing without a code has its own message.
  const error =
    message && parseValidationMessage(message).key === 'validation.required'
      ? t('code.missing')
      : text(message, 'code');

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('code.title')}</h3>
      {destination && (
        <p className="text-fg-muted">
          {destination.channel === 'email'
            ? t('code.sentToEmail', { to: destination.to })
            : t('code.sentBySms', { to: formatPhoneBR(destination.to) })}
        </p>
      )}
      <TextField
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="tracking-[0.4em]"
        error={error}
        {...form.register('code')}
      />
      <div className="flex flex-col items-start gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={secondsLeft > 0 || resending}
          aria-busy={resending}
          onClick={onResend}
        >
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </Button>
        <p role="status" className="text-sm text-fg-muted">
          {resent ? t('code.resent') : ''}
        </p>
      </div>
    </div>
  );
}
