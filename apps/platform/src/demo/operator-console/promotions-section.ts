import { and, asc, eq } from 'drizzle-orm';
import { PROMOTION_KINDS, REGULATED_PROMOTION_KINDS } from '@vitrine/contract/bonuses.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { coupons, promotions } from '../../db/schema/bonuses.ts';
import { escapeHtml } from '../../http/html-page.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { ConsoleSection } from './console-page.ts';

// The console's promotions and coupons (docs/product/bonuses.md): the current ones listed, a
// promotion and (unregulated tenants only) a coupon created. Every text is escaped.

const TEXT = {
  'pt-BR': {
    title: 'Promoções e cupons',
    promotions: 'Promoções',
    coupons: 'Cupons',
    none: 'Nenhuma.',
    newPromotion: 'Nova promoção',
    newCoupon: 'Novo cupom',
    slug: 'Endereço (slug)',
    kind: 'Tipo',
    titlePt: 'Título (pt)',
    titleEn: 'Título (en)',
    summaryPt: 'Resumo (pt)',
    summaryEn: 'Resumo (en)',
    bodyPt: 'Texto (pt)',
    bodyEn: 'Texto (en)',
    termsPt: 'Termos (pt, um por linha)',
    termsEn: 'Termos (en, um por linha)',
    coupon: 'Cupom anunciado (opcional)',
    code: 'Código',
    descriptionPt: 'Descrição (pt)',
    descriptionEn: 'Descrição (en)',
    percent: 'Percentual do depósito',
    maxBonus: 'Bônus máximo (centavos)',
    minDeposit: 'Depósito mínimo (centavos)',
    rollover: 'Rollover (vezes o bônus)',
    maxBet: 'Aposta máxima (centavos, opcional)',
    validDays: 'Prazo (dias)',
    maxUses: 'Limite de usos (opcional)',
    create: 'Criar',
    regulated: 'Marca regulada: sem cupons nem promoções de bônus (Lei 14.790/2023, art. 29 I).',
    uses: 'usos',
  },
  en: {
    title: 'Promotions and coupons',
    promotions: 'Promotions',
    coupons: 'Coupons',
    none: 'None.',
    newPromotion: 'New promotion',
    newCoupon: 'New coupon',
    slug: 'Address (slug)',
    kind: 'Kind',
    titlePt: 'Title (pt)',
    titleEn: 'Title (en)',
    summaryPt: 'Summary (pt)',
    summaryEn: 'Summary (en)',
    bodyPt: 'Body (pt)',
    bodyEn: 'Body (en)',
    termsPt: 'Terms (pt, one a line)',
    termsEn: 'Terms (en, one a line)',
    coupon: 'Advertised coupon (optional)',
    code: 'Code',
    descriptionPt: 'Description (pt)',
    descriptionEn: 'Description (en)',
    percent: 'Percent of the deposit',
    maxBonus: 'Maximum bonus (centavos)',
    minDeposit: 'Minimum deposit (centavos)',
    rollover: 'Rollover (times the bonus)',
    maxBet: 'Maximum bet (centavos, optional)',
    validDays: 'Deadline (days)',
    maxUses: 'Use limit (optional)',
    create: 'Create',
    regulated: 'Regulated brand: no coupons and no bonus promotions (Lei 14.790/2023, art. 29 I).',
    uses: 'uses',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const field = (id: string, name: string, label: string, input = '') =>
  `<p><label for="${id}">${escapeHtml(label)}</label><br>${
    input || `<input id="${id}" name="${name}" required autocomplete="off" size="40">`
  }</p>`;
const area = (id: string, name: string, label: string) =>
  field(
    id,
    name,
    label,
    `<textarea id="${id}" name="${name}" required rows="3" cols="40"></textarea>`,
  );
const optional = (id: string, name: string, label: string, type = 'number') =>
  field(id, name, label, `<input id="${id}" name="${name}" type="${type}" autocomplete="off">`);
const number = (id: string, name: string, label: string, min = 1) =>
  field(id, name, label, `<input id="${id}" name="${name}" type="number" min="${min}" required>`);

/** The console section: the lists, a promotion form and, unregulated only, a coupon form. */
export async function promotionsConsoleSection(
  db: Database,
  tenant: Tenant,
  lang: Locale,
): Promise<ConsoleSection> {
  const text = TEXT[lang];
  const regulated = tenant.config.is_regulated;
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.tenantId, tenant.id))
    .orderBy(asc(promotions.position), asc(promotions.id));
  const couponRows = regulated
    ? []
    : await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.tenantId, tenant.id), eq(coupons.active, true)))
        .orderBy(asc(coupons.code));
  const list = (items: string[]) =>
    items.length === 0
      ? `<p>${escapeHtml(text.none)}</p>`
      : `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const lang2 = lang === 'en' ? 'en' : 'pt';
  const kinds = (regulated ? REGULATED_PROMOTION_KINDS : PROMOTION_KINDS)
    .map((kind) => `<option value="${kind}">${kind}</option>`)
    .join('');
  const promotionForm = `<form data-post="console/promotions">
${field('promotion-slug', 'slug', text.slug)}
${field('promotion-kind', 'kind', text.kind, `<select id="promotion-kind" name="kind" required>${kinds}</select>`)}
${field('promotion-title-pt', 'title_pt', text.titlePt)}
${field('promotion-title-en', 'title_en', text.titleEn)}
${field('promotion-summary-pt', 'summary_pt', text.summaryPt)}
${field('promotion-summary-en', 'summary_en', text.summaryEn)}
${area('promotion-body-pt', 'body_pt', text.bodyPt)}
${area('promotion-body-en', 'body_en', text.bodyEn)}
${area('promotion-terms-pt', 'terms_pt', text.termsPt)}
${area('promotion-terms-en', 'terms_en', text.termsEn)}
${regulated ? '' : optional('promotion-coupon', 'coupon', text.coupon, 'text')}
<button type="submit">${escapeHtml(text.create)}</button>
</form>`;
  const couponForm = regulated
    ? `<p>${escapeHtml(text.regulated)}</p>`
    : `<form data-post="console/coupons">
${field('coupon-code', 'code', text.code)}
${field('coupon-description-pt', 'description_pt', text.descriptionPt)}
${field('coupon-description-en', 'description_en', text.descriptionEn)}
${number('coupon-percent', 'percent', text.percent)}
${number('coupon-max-bonus', 'max_bonus', text.maxBonus)}
${optional('coupon-min-deposit', 'min_deposit', text.minDeposit)}
${number('coupon-rollover', 'rollover_multiplier', text.rollover)}
${optional('coupon-max-bet', 'max_bet', text.maxBet)}
${number('coupon-valid-days', 'valid_days', text.validDays)}
${optional('coupon-max-uses', 'max_uses', text.maxUses)}
<button type="submit">${escapeHtml(text.create)}</button>
</form>`;
  const html = `<h3>${escapeHtml(text.promotions)}</h3>
${list(promotionRows.map((row) => `${escapeHtml(row.title[lang2])} <code>${escapeHtml(row.slug)}</code> (${escapeHtml(row.kind)})`))}
<h3>${escapeHtml(text.coupons)}</h3>
${regulated ? '' : list(couponRows.map((row) => `<code>${escapeHtml(row.code)}</code> ${row.percent}% — ${row.uses}${row.maxUses === null ? '' : `/${row.maxUses}`} ${escapeHtml(text.uses)}`))}
<h3>${escapeHtml(text.newPromotion)}</h3>
${promotionForm}
<h3>${escapeHtml(text.newCoupon)}</h3>
${couponForm}`;
  return { id: 'promotions', title: text.title, html };
}
