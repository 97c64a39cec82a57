import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { sendNotification } from '../notifications/notification-delivery.ts';
import { publishBalanceMovements } from '../wallet/wallet-service.ts';
import type { ReferralQualified } from './referral-service.ts';

/**
 * After the paid deposit's commit (docs/product/vip-and-referrals.md "Refer a friend"): the
 * referrer's channel hears of the reward, then a personal notification in their language says
 * that their referral qualified and what it paid, and where.
 */
export async function tellReferralQualified(
  services: Pick<TenantServices, 'db' | 'realtime' | 'push' | 'publicUrl'>,
  tenant: Tenant,
  referral: ReferralQualified | undefined,
  now: Date,
): Promise<void> {
  if (!referral) return;
  const { wallet, entries, language, reward } = referral;
  if (wallet) await publishBalanceMovements(services.realtime, tenant.slug, wallet, entries);
  const where = entries[0]?.balance === 'loyalty' ? 'referral_paid_loyalty' : 'referral_paid_cash';
  const message =
    reward > 0
      ? t(language, where, { amount: formatMoney(reward, language) })
      : t(language, 'referral_qualified');
  await sendNotification(services, tenant, {
    userId: referral.referrerId,
    type: 'personal',
    name: t(language, 'referral_qualified_title'),
    message,
    img: null,
    userBox: null,
    now,
  });
}
