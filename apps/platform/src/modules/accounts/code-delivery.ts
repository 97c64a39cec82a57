import type { CodeChannel, CodePurpose } from '@vitrine/contract/accounts.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import { t } from '../../http/messages.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { createVerificationCode } from './verification-codes.ts';

export interface CodeRequest {
  channel: CodeChannel;
  to: string;
  purpose: CodePurpose;
  userId: number | null;
  /** false: the code is made (so limits apply alike) but not sent — recovery for no account. */
  deliver?: boolean;
}

/** Makes a code (subject to the resend wait and hourly limit) and sends it by e-mail or SMS. */
export async function sendVerificationCode(
  services: TenantServices,
  tenant: Tenant,
  request: CodeRequest,
  locale: Locale,
): Promise<void> {
  const now = services.clock();
  const code = await createVerificationCode(
    services.db,
    {
      tenantId: tenant.id,
      channel: request.channel,
      to: request.to,
      purpose: request.purpose,
      userId: request.userId,
    },
    now,
    locale,
  );
  if (request.deliver === false) return;
  const site = tenant.config.siteName;
  await services.messages.send(
    {
      tenantId: tenant.id,
      channel: request.channel,
      to: request.to,
      subject: t(locale, 'code_message_subject', { site }),
      body: t(locale, 'code_message_body', { site, code }),
      code,
    },
    now,
  );
}
