import type { PromotionKind } from '@vitrine/contract/bonuses.ts';
import type { TenantConfig } from '../../tenancy/tenant-config.ts';
import type { Database } from '../client.ts';
import { type LocalisedText, coupons, promotions } from '../schema/bonuses.ts';

// The demo brands' coupons and promotions (docs/product/bonuses.md; docs/design/bonuses-plan.md
// "Promotions"). The unregulated brand gets deposit coupons and their bonus promotions; a
// regulated brand only the kinds Lei 14.790 art. 29 I and Portaria SPA/MF 1.231/2024 art. 42–44
// allow — decided by `is_regulated`, never by the brand's name. Existing rows (by code or slug)
// are left as they are, so operator edits survive restarts.

interface SeedCoupon {
  code: string;
  description: LocalisedText;
  percent: number;
  maxBonus: number;
  minDeposit: number;
  rolloverMultiplier: number;
  maxBet: number | null;
  validDays: number;
  maxUses: number | null;
}

/** The unregulated brand's deposit coupons: no dates (open until the operator ends them). */
export const DEMO_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'BEMVINDO100',
    description: {
      pt: 'Bônus de boas-vindas: 100% do depósito até R$ 500',
      en: 'Welcome bonus: 100% of your deposit up to R$ 500',
    },
    percent: 100,
    maxBonus: 50_000,
    minDeposit: 2_000,
    rolloverMultiplier: 30,
    maxBet: 2_500,
    validDays: 7,
    maxUses: null,
  },
  {
    code: 'RECARGA50',
    description: {
      pt: 'Recarga: 50% do depósito até R$ 200',
      en: 'Reload: 50% of your deposit up to R$ 200',
    },
    percent: 50,
    maxBonus: 20_000,
    minDeposit: 3_000,
    rolloverMultiplier: 20,
    maxBet: null,
    validDays: 5,
    maxUses: 1_000,
  },
];

interface SeedPromotion {
  slug: string;
  kind: PromotionKind;
  title: LocalisedText;
  summary: LocalisedText;
  body: LocalisedText;
  terms: LocalisedText;
  coupon?: string;
}

const welcome: SeedPromotion = {
  slug: 'bonus-de-boas-vindas',
  kind: 'bonus',
  coupon: 'BEMVINDO100',
  title: { pt: 'Bônus de boas-vindas de 100%', en: '100% welcome bonus' },
  summary: {
    pt: 'Dobre seu primeiro depósito: 100% de bônus até R$ 500 com o cupom BEMVINDO100.',
    en: 'Double your first deposit: a 100% bonus up to R$ 500 with coupon BEMVINDO100.',
  },
  body: {
    pt: [
      'Na hora de depositar, toque em “Tenho um cupom” e digite BEMVINDO100. O PIX mostra quanto de bônus o depósito vai render antes de você pagar.',
      'Assim que o PIX for pago, o bônus entra no seu saldo de bônus. Ele conta no saldo para jogar, mas só pode ser sacado depois de cumprido o rollover.',
      'Acompanhe o quanto falta na página Bônus: a barra mostra o valor apostado, o exigido e o prazo.',
    ].join('\n\n'),
    en: [
      'When you deposit, tap “I have a coupon” and enter BEMVINDO100. The PIX shows how much bonus the deposit will add before you pay.',
      'As soon as the PIX is paid, the bonus lands in your bonus balance. It counts towards your balance for play, but it can only be withdrawn once the rollover is met.',
      'Follow your progress on the Bonus page: the bar shows what you have wagered, what is required and the deadline.',
    ].join('\n\n'),
  },
  terms: {
    pt: [
      'Depósito mínimo de R$ 20; bônus de 100% do depósito, até R$ 500.',
      'Rollover de 30 vezes o valor do bônus, em até 7 dias.',
      'Aposta máxima de R$ 25 enquanto o bônus estiver ativo.',
      'Um uso por jogador; um bônus ativo por vez.',
      'O bônus não pode ser sacado antes de cumprido o rollover; um saque antes disso cancela o bônus.',
    ].join('\n'),
    en: [
      'Minimum deposit R$ 20; a 100% bonus on the deposit, up to R$ 500.',
      'Rollover of 30 times the bonus, within 7 days.',
      'Maximum bet R$ 25 while the bonus is active.',
      'One use per player; one active bonus at a time.',
      'The bonus cannot be withdrawn before the rollover is met; withdrawing before then cancels it.',
    ].join('\n'),
  },
};

const reload: SeedPromotion = {
  slug: 'recarga-50',
  kind: 'bonus',
  coupon: 'RECARGA50',
  title: { pt: 'Recarga de 50%', en: '50% reload' },
  summary: {
    pt: 'Mais 50% em um depósito a partir de R$ 30, até R$ 200, com o cupom RECARGA50.',
    en: 'An extra 50% on a deposit of R$ 30 or more, up to R$ 200, with coupon RECARGA50.',
  },
  body: {
    pt: [
      'Já é jogador? Use o cupom RECARGA50 em um depósito de R$ 30 ou mais e receba 50% do valor em bônus, até R$ 200.',
      'O cupom tem usos limitados: quando os 1.000 usos acabarem, a promoção termina.',
    ].join('\n\n'),
    en: [
      'Already playing? Use coupon RECARGA50 on a deposit of R$ 30 or more and get 50% of it as a bonus, up to R$ 200.',
      'The coupon has limited uses: when all 1,000 are gone, the promotion ends.',
    ].join('\n\n'),
  },
  terms: {
    pt: [
      'Depósito mínimo de R$ 30; bônus de 50% do depósito, até R$ 200.',
      'Rollover de 20 vezes o valor do bônus, em até 5 dias.',
      'Um uso por jogador, limitado a 1.000 usos no total.',
      'Não vale com outro bônus ativo.',
    ].join('\n'),
    en: [
      'Minimum deposit R$ 30; a 50% bonus on the deposit, up to R$ 200.',
      'Rollover of 20 times the bonus, within 5 days.',
      'One use per player, 1,000 uses in all.',
      'Not valid while another bonus is active.',
    ].join('\n'),
  },
};

/** Cashback: cash on the unregulated brand, loyalty points on a regulated one. */
function cashbackPromotion(config: TenantConfig): SeedPromotion {
  const percent = config.cashback_conversion_percentage;
  const loyalty = config.is_regulated;
  const to = loyalty
    ? { pt: 'em pontos de fidelidade', en: 'in loyalty points' }
    : { pt: 'em dinheiro, sem rollover', en: 'in cash, with no rollover' };
  return {
    slug: 'cashback-semanal',
    kind: 'cashback',
    title: { pt: `Cashback semanal de ${percent}%`, en: `${percent}% weekly cashback` },
    summary: {
      pt: `${percent}% das suas perdas líquidas da semana de volta, ${to.pt}.`,
      en: `${percent}% of your net losses for the week back, ${to.en}.`,
    },
    body: {
      pt: [
        `Toda semana calculamos suas perdas líquidas no cassino e nas apostas esportivas e devolvemos ${percent}% delas ${to.pt}.`,
        'O cashback é liberado em três partes ao longo do dia do pagamento, às 12h01, 18h01 e 23h59 (horário de Brasília). Resgate cada parte na página Bônus.',
        ...(loyalty
          ? [
              'Os pontos de fidelidade não dependem de depósito: podem ser trocados por caixas ou resgatados conforme as regras da carteira de fidelidade.',
            ]
          : []),
      ].join('\n\n'),
      en: [
        `Every week we work out your net losses at the casino and on sports bets and give ${percent}% of them back ${to.en}.`,
        'Cashback is released in three parts over the payout day, at 12:01, 18:01 and 23:59 (Brasília time). Claim each part on the Bonus page.',
        ...(loyalty
          ? [
              'Loyalty points are never tied to a deposit: spend them on boxes or cash them out under the loyalty wallet’s rules.',
            ]
          : []),
      ].join('\n\n'),
    },
    terms: {
      pt: [
        'Perdas líquidas: apostas menos ganhos, no período semanal.',
        `Percentual: ${percent}%, arredondado para baixo ao centavo.`,
        'Sem perdas na semana, não há cashback.',
        'Nenhum depósito é exigido.',
      ].join('\n'),
      en: [
        'Net losses: stakes less winnings over the weekly period.',
        `Rate: ${percent}%, rounded down to the centavo.`,
        'No losses in the week, no cashback.',
        'No deposit is required.',
      ].join('\n'),
    },
  };
}

const missionsPromotion: SeedPromotion = {
  slug: 'missoes',
  kind: 'missions',
  title: { pt: 'Missões', en: 'Missions' },
  summary: {
    pt: 'Cumpra missões no cassino e resgate recompensas.',
    en: 'Complete missions at the casino and claim rewards.',
  },
  body: {
    pt: [
      'Na página Missões você encontra desafios como apostar um valor ou jogar um número de rodadas.',
      'Ao completar uma missão, resgate a recompensa na própria página.',
    ].join('\n\n'),
    en: [
      'The Missions page lists challenges such as wagering an amount or playing a number of rounds.',
      'Once a mission is complete, claim its reward on the same page.',
    ].join('\n\n'),
  },
  terms: {
    pt: [
      'Cada missão mostra a meta, o prazo e a recompensa.',
      'Uma recompensa por missão cumprida.',
    ].join('\n'),
    en: [
      'Each mission shows its goal, deadline and reward.',
      'One reward per completed mission.',
    ].join('\n'),
  },
};

const boxesPromotion: SeedPromotion = {
  slug: 'caixas-surpresa',
  kind: 'boxes',
  title: { pt: 'Caixas surpresa', en: 'Mystery boxes' },
  summary: {
    pt: 'Abra caixas surpresa e descubra seu prêmio.',
    en: 'Open mystery boxes and find your prize.',
  },
  body: {
    pt: [
      'Cada caixa mostra antes os prêmios possíveis e as chances de cada um.',
      'O sorteio é verificável: confira o resultado com as sementes na página da caixa.',
    ].join('\n\n'),
    en: [
      'Every box shows its possible prizes and the odds of each beforehand.',
      'The draw is verifiable: check the result with the seeds on the box’s page.',
    ].join('\n\n'),
  },
  terms: {
    pt: ['Prêmios e chances conforme a tabela de cada caixa.', 'Uma abertura por caixa.'].join(
      '\n',
    ),
    en: ['Prizes and odds as each box’s table states.', 'One opening per box.'].join('\n'),
  },
};

const infoPromotion: SeedPromotion = {
  slug: 'jogo-responsavel',
  kind: 'info',
  title: { pt: 'Jogue com responsabilidade', en: 'Play responsibly' },
  summary: {
    pt: 'Defina limites de depósito e de tempo e faça pausas quando quiser.',
    en: 'Set deposit and time limits and take a break whenever you want.',
  },
  body: {
    pt: [
      'Esta marca não oferece bônus de depósito nem bônus antecipado: a lei brasileira não permite.',
      'Na sua conta você define limites de depósito e de tempo de jogo, faz uma pausa ou se autoexclui.',
    ].join('\n\n'),
    en: [
      'This brand offers no deposit or advance bonuses: Brazilian law does not allow them.',
      'In your account you can set deposit and play-time limits, take a break or exclude yourself.',
    ].join('\n\n'),
  },
  terms: {
    pt: ['Proibido para menores de 18 anos.', 'Jogue apenas o que pode perder.'].join('\n'),
    en: ['Over-18s only.', 'Only play with what you can afford to lose.'].join('\n'),
  },
};

/** The promotions of a brand, by its config: the unregulated one's first with its bonuses. */
export function demoPromotions(config: TenantConfig): SeedPromotion[] {
  if (!config.is_regulated) {
    return [
      welcome,
      reload,
      ...(config.cashback ? [cashbackPromotion(config)] : []),
      missionsPromotion,
      ...(config.hasBoxes ? [boxesPromotion] : []),
    ];
  }
  return [
    ...(config.cashback ? [cashbackPromotion(config)] : []),
    missionsPromotion,
    ...(config.hasBoxes ? [boxesPromotion] : []),
    infoPromotion,
  ];
}

/** Seeds the brand's coupons (unregulated only) and promotions that are missing. */
export async function seedDemoPromotions(
  db: Database,
  tenantId: number,
  config: TenantConfig,
  now: Date,
): Promise<void> {
  if (!config.is_regulated) {
    await db
      .insert(coupons)
      .values(DEMO_COUPONS.map((coupon) => ({ tenantId, ...coupon, createdAt: now })))
      .onConflictDoNothing();
  }
  const list = demoPromotions(config);
  await db
    .insert(promotions)
    .values(
      list.map(({ coupon, ...promotion }, position) => ({
        tenantId,
        position,
        ...promotion,
        couponCode: coupon ?? null,
        // No dates: current until the operator ends them.
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
