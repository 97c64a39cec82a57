import type { CodeChannel, User } from '@vitrine/contract/accounts.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrazilianPhoneInput } from '~/components/ui/field';
import { Card } from '~/components/ui/card';
import { StatusBadge } from '~/components/ui/badge';
import { ChangeContactForm } from './change-contact-form';
import { CodeVerification } from './code-verification';

/** The e-mail or the phone: what it is, whether it is verified, verifying it, changing it. */
export function ContactSection({ channel, user }: { channel: CodeChannel; user: User }) {
  const { t } = useTranslation('profile');
  const heading = useRef<HTMLHeadingElement>(null);
  const isEmail = channel === 'email';
  const current = isEmail ? user.email : user.username;
  const shown = current && !isEmail ? formatBrazilianPhoneInput(current) : current;
  const verified = (isEmail ? user.email_verified_at : user.phone_verified_at) !== null;
  const prefix = isEmail ? 'access.email' : 'access.phone';

  return (
    <Card title={t(`${prefix}.title`)} level={2} headingRef={heading}>
      <div className="flex flex-col gap-4">
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <dt className="sr-only">{t(`${prefix}.current`)}</dt>
          <dd className="font-semibold break-all">{shown || t('access.phone.missing')}</dd>
          {current && (
            <dd>
              <StatusBadge tone={verified ? 'success' : 'warning'}>
                {verified ? t('common.verified') : t('common.notVerified')}
              </StatusBadge>
            </dd>
          )}
        </dl>
        {current && !verified && (
          <CodeVerification
            // A changed address starts a fresh verification.
            key={current}
            channel={channel}
            to={current}
            toLabel={shown ?? current}
            onVerified={() => heading.current?.focus()}
          />
        )}
        <ChangeContactForm
          channel={channel}
          current={current}
          onChanged={() => heading.current?.focus()}
        />
      </div>
    </Card>
  );
}
