import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import type { RegisterDraft } from '../../model/register-steps';

// The steps that ask for one typed value: name, CPF, phone and e-mail.

function StepTitle({ children }: { children: string }) {
  return <h3 className="text-lg font-semibold">{children}</h3>;
}

export function NameStep() {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  return (
    <div className="flex flex-col gap-4">
      <StepTitle>{t('name.title')}</StepTitle>
      <TextField
        label={t('name.label')}
        hint={t('name.hint')}
        autoComplete="name"
        autoCapitalize="words"
        error={text(form.formState.errors.name?.message, 'name')}
        {...form.register('name')}
      />
    </div>
  );
}

/** Groups the digits as the player types: 000.000.000-00. */
export function maskCpfInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const checkDigits = digits.slice(9);
  return groups.join('.') + (checkDigits ? `-${checkDigits}` : '');
}

export function CpfStep() {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  const field = form.register('cpf');
  return (
    <div className="flex flex-col gap-4">
      <StepTitle>{t('cpf.title')}</StepTitle>
      <TextField
        label={t('cpf.label')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        error={text(form.formState.errors.cpf?.message, 'cpf')}
        {...field}
        onChange={(event) => {
          event.target.value = maskCpfInput(event.target.value);
          return field.onChange(event);
        }}
      />
    </div>
  );
}

export function PhoneStep({ verifyByPhone }: { verifyByPhone: boolean }) {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  return (
    <div className="flex flex-col gap-4">
      <StepTitle>{t('phone.title')}</StepTitle>
      <PhoneField
        label={t('phone.label')}
        hint={verifyByPhone ? t('phone.smsHint') : t('phone.hint')}
        error={text(form.formState.errors.username?.message, 'username')}
        {...form.register('username')}
      />
    </div>
  );
}

export function EmailStep({ verifyByPhone }: { verifyByPhone: boolean }) {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  return (
    <div className="flex flex-col gap-4">
      <StepTitle>{t('email.title')}</StepTitle>
      <TextField
        label={t('email.label')}
        hint={verifyByPhone ? undefined : t('email.hint')}
        type="email"
        autoComplete="email"
        error={text(form.formState.errors.email?.message, 'email')}
        {...form.register('email')}
      />
    </div>
  );
}
