import { CENTRAL_SELF_EXCLUSION_URL } from '@vitrine/contract/site-config.ts';
import type { TenantConfig } from '../../tenancy/tenant-config.ts';
import type { BannerArt, BrandArt } from './brand-images.ts';

export interface DemoCategory {
  slug: string;
  namePt: string;
  nameEn: string;
  /** Name of a bundled icon in the web app. */
  icon: string | null;
}

export interface DemoBanner {
  titlePt: string;
  titleEn: string;
  altPt: string;
  altEn: string;
  link: string | null;
  /** Offers a bonus: never shown on a regulated tenant. */
  bonusOffer?: boolean;
  art: BannerArt;
}

export interface DemoTenant {
  slug: string;
  domains: string[];
  active: boolean;
  art: BrandArt;
  config: TenantConfig;
  categories: DemoCategory[];
  banners: DemoBanner[];
}

/** A brand as written below: live at `<slug>.localhost` unless it says otherwise. */
interface DemoTenantSource extends Omit<DemoTenant, 'domains' | 'active' | 'art'> {
  domains?: string[];
  active?: boolean;
  /** The backdrop and decoration of its images; their name and colours are those of its config. */
  look: Pick<BrandArt, 'background' | 'motif'>;
}

function demoTenant({ look, ...tenant }: DemoTenantSource): DemoTenant {
  const { siteName, primary_color, secondary_color } = tenant.config;
  return {
    domains: [`${tenant.slug}.localhost`],
    active: true,
    ...tenant,
    art: { name: siteName, primary: primary_color, secondary: secondary_color, ...look },
  };
}

const CATEGORY = {
  populares: { slug: 'populares', namePt: 'Populares', nameEn: 'Popular', icon: 'flame' },
  slots: { slug: 'slots', namePt: 'Caça-níqueis', nameEn: 'Slots', icon: 'cherries' },
  aoVivo: { slug: 'ao-vivo', namePt: 'Cassino ao vivo', nameEn: 'Live casino', icon: 'video' },
  crash: { slug: 'crash', namePt: 'Crash', nameEn: 'Crash games', icon: 'rocket' },
  mesa: { slug: 'mesa', namePt: 'Jogos de mesa', nameEn: 'Table games', icon: 'cards' },
  jackpots: { slug: 'jackpots', namePt: 'Jackpots', nameEn: 'Jackpots', icon: 'trophy' },
  novos: { slug: 'novos', namePt: 'Novos', nameEn: 'New', icon: 'sparkles' },
  megaways: { slug: 'megaways', namePt: 'Megaways', nameEn: 'Megaways', icon: 'bolt' },
  compraBonus: {
    slug: 'compra-bonus',
    namePt: 'Compra de bônus',
    nameEn: 'Bonus buy',
    icon: 'gem',
  },
  roleta: { slug: 'roleta', namePt: 'Roleta', nameEn: 'Roulette', icon: 'roulette' },
} satisfies Record<string, DemoCategory>;

/** Settings every seeded brand shares; each tenant overrides what makes it itself. */
function baseConfig(
  brand: Pick<TenantConfig, 'siteName' | 'siteTitle' | 'siteDescription' | 'casino_id'>,
): TenantConfig {
  return {
    ...brand,
    is_regulated: true,
    kyc: true,
    hasSports: true,
    hasBoxes: false,
    disable_18_popup: false,
    isStagingEnvironment: false,
    version: '1.0',
    gtmId: null,
    gtmSource: null,
    // The demo brands keep their images on their API and storage, which the page allows already.
    imageOrigins: [],
    html: null,
    jivoChat: null,
    chat_support: false,
    muted: '#94a3b8',
    primary_color: '#7c3aed',
    secondary_color: '#06b6d4',
    cpa_value: 5000,
    affiliate_regular_user_active: false,
    socialLinks: [
      { href: null, icon: 'instagram', ariaLabel: 'Instagram' },
      { href: null, icon: 'facebook', ariaLabel: 'Facebook' },
      { href: null, icon: 'x', ariaLabel: 'X' },
      { href: null, icon: 'youtube', ariaLabel: 'YouTube' },
      { href: null, icon: 'telegram', ariaLabel: 'Telegram' },
    ],
    images: { logo: 'logo.webp' },
    main_domain: { subdomain: null },
    logos: { header: 40, footer: 48, auth: 56 },
    spineBox: {
      red: '#ef4444',
      blue: '#3b82f6',
      pink: '#ec4899',
      black: '#111827',
      green: '#22c55e',
      yellow: '#eab308',
    },
    googleClientId: null,
    turnstileSiteKey: null,
    casVerifyRegistrations: false,
    casAllowGoogleAuth: false,
    betby: { active: false, brand_id: '', theme_name: 'default' },
    min_deposit: 1000,
    max_deposit: 5_000_000,
    min_withdrawal: 2000,
    max_withdrawal: 1_000_000,
    deposit_popup_values: [2000, 5000, 10000, 20000],
    registerCPF: true,
    reg_license: true,
    reg_phone: true,
    reg_alert: null,
    login_requires_cpf: false,
    login_requires_phone: false,
    login_requires_email: true,
    cashback: false,
    cashback_release_day: 1,
    cashback_release_hour: 12,
    cashback_conversion_percentage: 10,
    operator: null,
    responsible_gaming: {
      cooling_off_minutes: 24 * 60,
      idle_minutes: 30,
      central_self_exclusion_url: CENTRAL_SELF_EXCLUSION_URL,
      support_organisations: [
        { name: 'Jogadores Anônimos do Brasil', href: 'https://jogadoresanonimos.com.br' },
        { name: 'CVV — Centro de Valorização da Vida (188)', href: 'https://cvv.org.br' },
      ],
    },
    chat_min_amount_bet: 0,
  };
}

const demo = demoTenant({
  slug: 'demo',
  domains: ['localhost', '127.0.0.1'],
  look: { background: '#140a2e', motif: 'diamonds' },
  config: {
    ...baseConfig({
      siteName: 'Vitrine Cassino',
      siteTitle: 'Vitrine Cassino — cassino online e apostas esportivas',
      siteDescription:
        'Caça-níqueis, cassino ao vivo e apostas esportivas com depósito e saque por PIX.',
      casino_id: 'vitrine-demo',
    }),
    hasBoxes: true,
    chat_support: true,
    // Live support through the JivoChat stand-in in demo mode (src/demo/jivo).
    jivoChat: 'vitrine-demo',
    html: '<!-- Vitrine Cassino: operator snippet --><div hidden data-operator-snippet="demo"></div>',
    primary_color: '#7c3aed',
    secondary_color: '#22d3ee',
    affiliate_regular_user_active: true,
    socialLinks: [
      {
        href: 'https://instagram.com/vitrinecassino',
        icon: 'instagram',
        ariaLabel: 'Instagram da Vitrine Cassino',
      },
      {
        href: 'https://facebook.com/vitrinecassino',
        icon: 'facebook',
        ariaLabel: 'Facebook da Vitrine Cassino',
      },
      { href: 'https://x.com/vitrinecassino', icon: 'x', ariaLabel: 'X da Vitrine Cassino' },
      { href: null, icon: 'youtube', ariaLabel: 'YouTube da Vitrine Cassino' },
      {
        href: 'https://t.me/vitrinecassino',
        icon: 'telegram',
        ariaLabel: 'Telegram da Vitrine Cassino',
      },
    ],
    main_domain: { subdomain: 'demo' },
    turnstileSiteKey: 'demo-turnstile-key',
    betby: { active: true, brand_id: 'demo-brand', theme_name: 'default' },
    cashback: true,
    operator: {
      legalName: 'Vitrine Entretenimento Digital Ltda.',
      tradeName: 'Vitrine Cassino',
      document: '11.222.333/0001-81',
      license: 'SPA/MF Portaria nº 1.234, de 30 de dezembro de 2024',
      address: 'Av. Paulista, 1000, 10º andar — Bela Vista, São Paulo/SP, 01310-100',
      contactEmail: 'suporte@vitrine-cassino.example',
      sacPhone: '0800 000 1234',
      ombudsman: 'ouvidoria@vitrine-cassino.example',
    },
  },
  banners: [
    {
      titlePt: 'Bônus de boas-vindas de 100%',
      titleEn: '100% welcome bonus',
      altPt: 'Bônus de 100% até R$ 500 no primeiro depósito',
      altEn: '100% bonus up to R$ 500 on your first deposit',
      // Issue 34 §6: to /bonus once that page is built.
      link: '/casino',
      bonusOffer: true,
      art: {
        headline: 'Bônus de 100%',
        tagline: 'No primeiro depósito até R$ 500',
        cta: 'Depositar',
      },
    },
    {
      titlePt: 'Apostas esportivas ao vivo',
      titleEn: 'Live sports betting',
      altPt: 'Aposte nos jogos do Brasileirão ao vivo',
      altEn: 'Bet live on Brazilian league matches',
      link: '/sports',
      art: { headline: 'Aposte ao vivo', tagline: 'Odds turbinadas todo dia', cta: 'Apostar' },
    },
    {
      titlePt: 'Crash: decole com a gente',
      titleEn: 'Crash: take off with us',
      altPt: 'Jogos crash com saque rápido por PIX',
      altEn: 'Crash games with fast PIX withdrawals',
      link: '/casino/category/crash',
      art: { headline: 'Crash games', tagline: 'Saque rápido por PIX', cta: 'Jogar' },
    },
  ],
  categories: [
    CATEGORY.populares,
    CATEGORY.slots,
    CATEGORY.aoVivo,
    CATEGORY.crash,
    CATEGORY.mesa,
    CATEGORY.novos,
    CATEGORY.megaways,
    CATEGORY.compraBonus,
    CATEGORY.roleta,
  ],
});

const sorte = demoTenant({
  slug: 'sorte',
  look: { background: '#052e16', motif: 'coins' },
  config: {
    ...baseConfig({
      siteName: 'Sorte Grande',
      siteTitle: 'Sorte Grande — jogue com a sorte a seu favor',
      siteDescription:
        'Jackpots, caça-níqueis e apostas esportivas. PIX na hora, saque em minutos.',
      casino_id: 'sorte-grande',
    }),
    muted: '#a3b18a',
    primary_color: '#16a34a',
    secondary_color: '#facc15',
    cpa_value: 3000,
    socialLinks: [
      {
        href: 'https://instagram.com/sortegrande',
        icon: 'instagram',
        ariaLabel: 'Instagram da Sorte Grande',
      },
      { href: null, icon: 'facebook', ariaLabel: 'Facebook da Sorte Grande' },
      { href: null, icon: 'tiktok', ariaLabel: 'TikTok da Sorte Grande' },
      {
        href: 'https://wa.me/5511999990000',
        icon: 'whatsapp',
        ariaLabel: 'WhatsApp da Sorte Grande',
      },
      { href: null, icon: 'telegram', ariaLabel: 'Telegram da Sorte Grande' },
    ],
    main_domain: { subdomain: 'sorte' },
    logos: { header: 36, footer: 44, auth: 52 },
    min_deposit: 2000,
    max_deposit: 2_000_000,
    min_withdrawal: 5000,
    max_withdrawal: 500_000,
    deposit_popup_values: [3000, 5000, 15000, 30000],
    // Players write in the chat once they have wagered R$ 50,00.
    chat_min_amount_bet: 5000,
    reg_alert: 'Cadastre-se com o CPF do titular da conta PIX.',
    // Google sign-in through the local stand-in (demo mode), so the flow can be shown here.
    googleClientId: 'demo-google-client',
    casAllowGoogleAuth: true,
    login_requires_cpf: true,
    login_requires_email: false,
    betby: { active: false, brand_id: 'sorte-brand', theme_name: 'default' },
    operator: {
      legalName: 'Sorte Grande Jogos Online S.A.',
      tradeName: 'Sorte Grande',
      document: '45.219.876/0001-61',
      license: 'SPA/MF Portaria nº 2.468, de 30 de dezembro de 2024',
      address: 'Rua da Assembleia, 10, sala 2001 — Centro, Rio de Janeiro/RJ, 20011-000',
      contactEmail: 'atendimento@sortegrande.example',
      sacPhone: '0800 000 5678',
      ombudsman: 'ouvidoria@sortegrande.example',
    },
  },
  banners: [
    {
      titlePt: 'Jackpot acumulado',
      titleEn: 'Progressive jackpot',
      altPt: 'Jackpot acumulado de R$ 1 milhão',
      altEn: 'R$ 1 million progressive jackpot',
      link: '/casino/category/jackpots',
      art: { headline: 'Jackpot 1 milhão', tagline: 'Acumulado a cada giro', cta: 'Girar' },
    },
    {
      titlePt: '50 giros grátis',
      titleEn: '50 free spins',
      altPt: '50 giros grátis no seu primeiro depósito',
      altEn: '50 free spins on your first deposit',
      // Issue 34 §6: to /promotion once that page is built.
      link: '/casino/category/slots',
      art: { headline: '50 giros grátis', tagline: 'No primeiro depósito', cta: 'Quero' },
      // Free spins for a deposit are an advance bonus (docs/product/brazil.md, art. 29 I): sorte
      // is regulated, so the banner is seeded but never served.
      bonusOffer: true,
    },
    {
      titlePt: 'Ranking semanal',
      titleEn: 'Weekly ranking',
      altPt: 'Suba no ranking e ganhe prêmios toda semana',
      altEn: 'Climb the ranking and win prizes every week',
      // Issue 34 §6: to /ranking once that page is built.
      link: '/casino/category/populares',
      art: { headline: 'Ranking semanal', tagline: 'Prêmios toda segunda', cta: 'Ver ranking' },
    },
  ],
  categories: [
    CATEGORY.slots,
    CATEGORY.jackpots,
    CATEGORY.populares,
    CATEGORY.crash,
    CATEGORY.aoVivo,
    CATEGORY.mesa,
    CATEGORY.megaways,
    CATEGORY.novos,
    CATEGORY.roleta,
    CATEGORY.compraBonus,
  ],
});

const manutencao = demoTenant({
  slug: 'manutencao',
  active: false,
  look: { background: '#1f2937', motif: 'stripes' },
  config: {
    ...baseConfig({
      siteName: 'Manutenção Bet',
      siteTitle: 'Manutenção Bet',
      siteDescription: 'Uma marca de demonstração em manutenção programada.',
      casino_id: 'manutencao-bet',
    }),
    hasSports: false,
    muted: '#9ca3af',
    primary_color: '#ea580c',
    secondary_color: '#e5e7eb',
    main_domain: { subdomain: 'manutencao' },
    operator: {
      legalName: 'Manutenção Apostas Ltda.',
      tradeName: 'Manutenção Bet',
      document: '30.987.154/0001-80',
      license: 'SPA/MF Portaria nº 3.210, de 30 de dezembro de 2024',
      address: 'Rua XV de Novembro, 500 — Centro, Curitiba/PR, 80020-310',
      contactEmail: 'contato@manutencao-bet.example',
      sacPhone: '0800 000 9012',
      ombudsman: 'ouvidoria@manutencao-bet.example',
    },
  },
  banners: [
    {
      titlePt: 'Voltamos em breve',
      titleEn: 'Back soon',
      altPt: 'Estamos em manutenção programada',
      altEn: 'We are in scheduled maintenance',
      link: null,
      art: { headline: 'Voltamos logo', tagline: 'Manutenção programada', cta: 'Aguarde' },
    },
    {
      titlePt: 'Novidades a caminho',
      titleEn: 'New things coming',
      altPt: 'Novos jogos chegando',
      altEn: 'New games on the way',
      link: null,
      art: { headline: 'Novidades', tagline: 'Novos jogos a caminho', cta: 'Fique de olho' },
    },
    {
      titlePt: 'Jogo responsável',
      titleEn: 'Responsible gaming',
      altPt: 'Jogue com responsabilidade',
      altEn: 'Play responsibly',
      link: '/responsible-gaming',
      art: { headline: 'Jogo responsável', tagline: 'Defina seus limites', cta: 'Saiba mais' },
    },
  ],
  categories: [
    CATEGORY.slots,
    CATEGORY.populares,
    CATEGORY.aoVivo,
    CATEGORY.mesa,
    CATEGORY.novos,
    CATEGORY.megaways,
    CATEGORY.compraBonus,
    CATEGORY.roleta,
  ],
});

/**
 * The one unregulated brand (`is_regulated: false`), so that what the product does outside Brazil's
 * regulated market can be seen: boxes sold for cash, bonus offers served, cashback.
 */
const aurora = demoTenant({
  slug: 'aurora',
  look: { background: '#0b1d3a', motif: 'stars' },
  config: {
    ...baseConfig({
      siteName: 'Aurora Bet',
      siteTitle: 'Aurora Bet — caixas, cassino e apostas esportivas',
      siteDescription:
        'Caixas surpresa, caça-níqueis e apostas esportivas, com cashback toda semana.',
      casino_id: 'aurora-bet',
    }),
    is_regulated: false,
    hasBoxes: true,
    // Sports pages without Betby, as on sorte.
    betby: { active: false, brand_id: 'aurora-brand', theme_name: 'default' },
    // Deep navy and orange/amber; the web draws black text on both (WCAG AA, seed.test.ts).
    muted: '#1e3a5f',
    primary_color: '#f97316',
    secondary_color: '#fbbf24',
    spineBox: {
      red: '#f43f5e',
      blue: '#38bdf8',
      pink: '#f472b6',
      black: '#0f172a',
      green: '#34d399',
      yellow: '#fbbf24',
    },
    cpa_value: 4000,
    socialLinks: [
      {
        href: 'https://instagram.com/aurorabet',
        icon: 'instagram',
        ariaLabel: 'Instagram da Aurora Bet',
      },
      { href: null, icon: 'facebook', ariaLabel: 'Facebook da Aurora Bet' },
      { href: 'https://x.com/aurorabet', icon: 'x', ariaLabel: 'X da Aurora Bet' },
      { href: null, icon: 'tiktok', ariaLabel: 'TikTok da Aurora Bet' },
      { href: 'https://t.me/aurorabet', icon: 'telegram', ariaLabel: 'Telegram da Aurora Bet' },
    ],
    main_domain: { subdomain: 'aurora' },
    min_deposit: 500,
    deposit_popup_values: [1000, 2500, 5000, 10000],
    // Cashback on: 15 % of the week's losses, released on Fridays at 18:00.
    cashback: true,
    cashback_release_day: 5,
    cashback_release_hour: 18,
    cashback_conversion_percentage: 15,
    // No operator identification: Lei 14.790 art. 15 binds operators authorised by the SPA/MF,
    // and its rules apply to regulated tenants only (docs/product/brazil.md), so the footer names
    // no CNPJ or portaria here and the config schema asks for none when `is_regulated` is false.
    operator: null,
  },
  banners: [
    {
      titlePt: 'Bônus de boas-vindas de 100%',
      titleEn: '100% welcome bonus',
      altPt: 'Bônus de 100% até R$ 500 no primeiro depósito com o cupom BEMVINDO100',
      altEn: '100% bonus up to R$ 500 on your first deposit with coupon BEMVINDO100',
      // Issue 37: the welcome promotion and its terms (demo-promotions.ts). Served here only:
      // the brand is unregulated.
      link: '/promotion/bonus-de-boas-vindas',
      bonusOffer: true,
      art: { headline: 'Bônus de 100%', tagline: 'No primeiro depósito', cta: 'Depositar' },
    },
    {
      titlePt: 'Caixas surpresa',
      titleEn: 'Mystery boxes',
      altPt: 'Abra caixas surpresa e ganhe prêmios',
      altEn: 'Open mystery boxes and win prizes',
      link: '/casino/crates',
      art: { headline: 'Caixas surpresa', tagline: 'Abra e ganhe prêmios', cta: 'Abrir' },
    },
    {
      titlePt: 'Cashback toda sexta',
      titleEn: 'Cashback every Friday',
      altPt: '15% de cashback sobre as perdas da semana, toda sexta-feira',
      altEn: '15% cashback on the week’s losses, every Friday',
      link: '/casino/category/slots',
      art: { headline: 'Cashback de 15%', tagline: 'Toda sexta-feira', cta: 'Jogar' },
    },
  ],
  categories: [
    CATEGORY.populares,
    CATEGORY.novos,
    CATEGORY.slots,
    CATEGORY.crash,
    CATEGORY.aoVivo,
    CATEGORY.jackpots,
    CATEGORY.mesa,
    CATEGORY.megaways,
    CATEGORY.compraBonus,
    CATEGORY.roleta,
  ],
});

/**
 * The brands a demo platform starts with (DEMO_MODE): three live — aurora the one unregulated —
 * and one in maintenance.
 */
export const DEMO_TENANTS: readonly DemoTenant[] = [demo, sorte, manutencao, aurora];
