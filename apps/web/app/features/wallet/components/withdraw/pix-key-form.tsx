import { zodResolver } from '@hookform/resolvers/zod';
import { normalizePixKey } from '@vitrine/contract/validation/pix-key.ts';
import { PIX_KEY_TYPES, type PixKeyType } from '@vitrine/contract/withdrawals.ts';
import { type HTMLAttributes, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormShell, TextField } from '~/components/ui/field';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { serverFormErrors } from '~/lib/form-errors';
import { useCreatePixKey } from '../../api/save-withdraw-method';
import { pixKeyProblem, pixKeyProblemKey } from '../../model/withdrawals';

/** One schema per player: a CPF key must be their own CPF (the message is a `wallet` key). */
function pixKeyFormSchema(playerCpf: string | null) {
  return z
    .object({ type: z.enum(PIX_KEY_TYPES), key: z.string() })
    .superRefine(({ type, key }, context) => {
      const problem = pixKeyProblem(type, key, playerCpf);
      if (problem)
        context.addIssue({ code: 'custom', path: ['key'], message: pixKeyProblemKey(problem) });
    });
}

const INPUT_MODE: Record<PixKeyType, HTMLAttributes<HTMLInputElement>['inputMode']> = {
  cpf: 'numeric',
  email: 'email',
  phone: 'tel',
  random: 'text',
};

/** `POST address/create`: a new PIX key, validated per type; it becomes the selected key. */
export function PixKeyForm({
  playerCpf,
  onSaved,
  onBack,
}: {
  playerCpf: string | null;
  onSaved: () => void;
  /** Back to the keys the player has, when there are any. */
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation('wallet');
  const create = useCreatePixKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(pixKeyFormSchema(playerCpf)),
    mode: 'onTouched',
    defaultValues: { type: 'cpf' as PixKeyType, key: '' },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const keyError = form.formState.errors.key;

  const onSubmit = form.handleSubmit(({ type: keyType, key }) => {
    setFormError(null);
    create.mutate(
      { type: keyType, key: normalizePixKey(keyType, key) ?? key },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const refused = serverFormErrors(error);
          const message = refused.fields.key;
          if (message) form.setError('key', { type: 'server', message }, { shouldFocus: true });
          else setFormError(refused.message ?? t('unknownError'));
        },
      },
    );
  });

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-4">
      <RadioCardGroup legend={t('withdraw.keyType')} disabled={create.isPending}>
        {() =>
          PIX_KEY_TYPES.map((each) => (
            <RadioCard
              key={each}
              value={each}
              label={t(`pixKey.type.${each}`)}
              {...form.register('type', {
                onChange: () => {
                  if (form.getFieldState('key').isTouched) void form.trigger('key');
                },
              })}
            />
          ))
        }
      </RadioCardGroup>
      <TextField
        label={t('withdraw.keyLabel')}
        inputMode={INPUT_MODE[type]}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        // A server refusal is already words; our own problems are keys of this namespace.
        error={
          keyError?.type === 'server' ? keyError.message : keyError?.message && t(keyError.message)
        }
        hint={type === 'cpf' ? t('pixKey.ownCpfRule') : t(`withdraw.keyHint.${type}`)}
        {...form.register('key')}
      />
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <SubmitButton pending={create.isPending} pendingLabel={t('withdraw.savingKey')}>
          {t('withdraw.saveKey')}
        </SubmitButton>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
            {t('withdraw.back')}
          </Button>
        )}
      </div>
    </FormShell>
  );
}
