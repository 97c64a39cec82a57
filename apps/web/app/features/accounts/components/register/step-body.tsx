import { GENDERS, MARITAL_STATUSES } from '@vitrine/contract/validation/forms.ts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import type { AuthRequirements } from '../../model/auth-requirements';
import { ChoiceStep } from './choice-step';
import { CodeStep } from './code-step';
import { LimitsStep } from './limits-step';
import { PasswordStep } from './password-step';
import type { StepId } from '../../model/register-steps';
import { CpfStep, EmailStep, NameStep, PhoneStep } from './text-steps';
import type { RegistrationCode } from '../../hooks/use-registration-code';

/** The fields of the step being shown. */
export function StepBody({
  step,
  requirements,
  locale,
  captchaRound,
  code,
}: {
  step: StepId;
  requirements: AuthRequirements['register'];
  locale: Locale;
  captchaRound: number;
  code: Pick<RegistrationCode, 'sentTo' | 'resendAt' | 'resending' | 'resent' | 'resend'>;
}) {
  const { t } = useTranslation('register');
  switch (step) {
    case 'gender':
      return (
        <ChoiceStep
          name="gender"
          legend={t('gender.title')}
          options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
        />
      );
    case 'marital_status':
      return (
        <ChoiceStep
          name="marital_status"
          legend={t('maritalStatus.title')}
          options={MARITAL_STATUSES.map((value) => ({ value, label: t(`maritalStatus.${value}`) }))}
        />
      );
    case 'name':
      return <NameStep />;
    case 'cpf':
      return <CpfStep />;
    case 'phone':
      return <PhoneStep verifyByPhone={requirements.verifyByPhone} />;
    case 'email':
      return <EmailStep verifyByPhone={requirements.verifyByPhone} />;
    case 'code':
      return (
        <CodeStep
          destination={code.sentTo}
          resendAt={code.resendAt}
          resending={code.resending}
          resent={code.resent}
          onResend={() => void code.resend()}
        />
      );
    case 'limits':
      return <LimitsStep locale={locale} />;
    case 'password':
      return (
        <PasswordStep requirements={requirements} locale={locale} captchaRound={captchaRound} />
      );
  }
}
