import {
  emailStepSchema,
  GENDERS,
  genderStepSchema,
  newPasswordSchema,
  phoneStepSchema,
} from '@vitrine/contract/validation/forms.ts';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SubmitButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FormShell, PasswordField, PhoneField, TextField } from '~/components/ui/field';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { SettingSwitch } from '~/components/ui/switch';
import { useValidationText } from '~/core/i18n/use-validation-text';

// The registration's own field schemas, so every message is one a player can meet.
const sampleForm = z.object({
  ...phoneStepSchema.shape,
  password: newPasswordSchema,
  ...emailStepSchema.shape,
  ...genderStepSchema.shape,
});
const FIELD_ORDER = ['username', 'password', 'email', 'gender'] as const;
/** Everything as typed (the registration's draft keeps the choice as a string too). */
type SampleForm = Record<(typeof FIELD_ORDER)[number], string>;

/** What a player might have typed: each field wrong in its own way. */
const MISTAKES: SampleForm = { username: '(11) 1234', password: 'abc', email: 'ana@', gender: '' };

/** The first problem of each field, as react-hook-form keeps them. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors<SampleForm> {
  const errors: FieldErrors<SampleForm> = {};
  for (const issue of issues) {
    const name = FIELD_ORDER.find((field) => field === issue.path[0]);
    if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
  }
  return errors;
}

const sampleResolver: Resolver<SampleForm> = async (values) => {
  const result = await sampleForm.safeParseAsync(values);
  return result.success
    ? { values, errors: {} }
    : { values: {}, errors: errorsOf(result.error.issues) };
};

/** The schema's verdict on the mistakes, shown from the first paint (no layout shift). */
function initialErrorsOf(values: SampleForm): FieldErrors<SampleForm> {
  const result = sampleForm.safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues);
}

/** A form checked like the real ones (react-hook-form, the contract's zod schemas, §5 messages). */
export function FieldsSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  const text = useValidationText();
  const [initialErrors] = useState(() => initialErrorsOf(MISTAKES));
  const [refused, setRefused] = useState<string | null>(null);
  const [news, setNews] = useState(true);
  const form = useForm<SampleForm>({
    resolver: sampleResolver,
    mode: 'onTouched',
    defaultValues: MISTAKES,
    errors: initialErrors,
    // The errors shown from the start must not pull focus on arrival; a failed submit does (below).
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    () => setRefused(t('fields.refused')),
    (failed) => {
      setRefused(null);
      const first = FIELD_ORDER.find((name) => failed[name]);
      if (first) form.setFocus(first);
    },
  );

  return (
    <Card id={id} title={title}>
      <p className="mb-4 text-fg-muted">{t('fields.intro')}</p>
      <FormShell onSubmit={onSubmit} error={refused} className="flex max-w-md flex-col gap-4">
        <PhoneField
          label={t('fields.phone')}
          autoComplete="off"
          error={text(errors.username?.message, 'username')}
          {...form.register('username')}
        />
        <PasswordField
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="off"
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          error={text(errors.password?.message, 'password')}
          {...form.register('password')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          error={text(errors.email?.message, 'email')}
          {...form.register('email')}
        />
        <RadioCardGroup legend={t('fields.gender')} error={text(errors.gender?.message, 'gender')}>
          {(describedBy) =>
            GENDERS.map((gender) => (
              <RadioCard
                key={gender}
                label={t(`fields.genders.${gender}`)}
                value={gender}
                aria-describedby={describedBy}
                {...form.register('gender')}
              />
            ))
          }
        </RadioCardGroup>
        <SettingSwitch
          label={t('fields.notifications')}
          hint={t('fields.notificationsHint')}
          checked={news}
          onToggle={() => setNews((on) => !on)}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t('fields.checking')}>
            {t('fields.check')}
          </SubmitButton>
        </div>
      </FormShell>
    </Card>
  );
}
