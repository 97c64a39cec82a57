import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LimitChangeResponse,
  type LimitKind,
  type LimitPeriod,
  limitChangeRequestSchema,
} from '@vitrine/contract/responsible-gaming.ts';
import { validationMessage } from '@vitrine/contract/validation/message-key.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormShell, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { parseBRLInput } from '~/lib/money';
import { useChangeLimit } from '../../api/change-limit';
import { refusalMessage } from '../../api/refusal-message';

const WHOLE_MINUTES = /^\d{1,6}$/;

/** The amount field, read as centavos (BRL) or minutes, then held to the contract's bounds. */
function limitFormSchema(kind: LimitKind) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: validationMessage('validation.required') })
      .transform((text, ctx) => {
        const value =
          kind === 'time' ? (WHOLE_MINUTES.test(text) ? Number(text) : null) : parseBRLInput(text);
        if (value === null) {
          ctx.addIssue({
            code: 'custom',
            message: kind === 'time' ? 'page.limits.invalidMinutes' : 'page.limits.invalidAmount',
          });
          return z.NEVER;
        }
        return value;
      })
      .pipe(limitChangeRequestSchema.shape.amount.unwrap()),
  });
}

/** Set, change or remove one limit; the typed amount stays when the platform refuses. */
export function LimitForm({
  kind,
  period,
  hasLimit,
  onSaved,
  onCancel,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  hasLimit: boolean;
  onSaved: (answer: LimitChangeResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const text = useValidationText();
  const change = useChangeLimit();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(limitFormSchema(kind)),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });

  // The form opens from the card's button: the keyboard goes straight to the amount.
  useEffect(() => form.setFocus('amount'), [form]);

  const send = (amount: number | null) => {
    setFormError(null);
    change.mutate(
      { kind, period, amount },
      {
        onSuccess: onSaved,
        onError: (error) => setFormError(refusalMessage(error) ?? t('page.limits.failed_save')),
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => send(values.amount));
  const message = form.formState.errors.amount?.message;
  const fieldError = message?.startsWith('page.') ? t(message) : text(message);

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="mt-3 flex flex-col gap-3">
      <TextField
        label={kind === 'time' ? t('page.limits.minutesLabel') : t('page.limits.amountLabel')}
        inputMode={kind === 'time' ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={fieldError}
        {...form.register('amount')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" pending={change.isPending} pendingLabel={t('page.limits.saving')}>
          {t('page.limits.save')}
        </SubmitButton>
        {hasLimit && (
          <Button
            size="sm"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => send(null)}
          >
            {t('page.limits.remove')}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={change.isPending} onClick={onCancel}>
          {t('page.limits.cancel')}
        </Button>
      </div>
    </FormShell>
  );
}
