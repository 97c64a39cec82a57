import { count, eq } from 'drizzle-orm';
import type { BoxColour, PrizeRarity } from '@vitrine/contract/boxes.ts';
import { tenantConfigSchema } from '../../tenancy/tenant-config.ts';
import type { Database } from '../client.ts';
import { boxes, boxPrizes } from '../schema/rewards.ts';
import { tenants } from '../schema/tenants.ts';

// The demo box catalogue (docs/design/boxes.md "Catalogue"): six boxes across the six `spineBox`
// colours, from R$ 1 to R$ 500, each with seven prizes whose RTP lies between 85 % and 95 %.
// Images stay null: the web draws each prize's rarity art and each box's colour.

export interface SeedPrize {
  name: string;
  value: number;
  rarity: PrizeRarity;
  weight: number;
}

export interface SeedBox {
  slug: string;
  name: string;
  description: string;
  colour: BoxColour;
  /** What the box costs on an unregulated tenant; on a regulated one it is a reward only. */
  price: number;
  sellValue: number;
  prizes: readonly SeedPrize[];
}

const prize = (name: string, value: number, rarity: PrizeRarity, weight: number): SeedPrize => ({
  name,
  value,
  rarity,
  weight,
});

export const SEED_BOXES: readonly SeedBox[] = [
  {
    slug: 'brasa',
    name: 'Caixa Brasa',
    description: 'A caixa de entrada: prêmios pequenos e uma chance de multiplicar por 50.',
    colour: 'red',
    price: 100,
    sellValue: 60,
    prizes: [
      prize('Faísca', 20, 'common', 5200),
      prize('Chama', 50, 'common', 2500),
      prize('Fogueira', 100, 'uncommon', 1200),
      prize('Labareda', 200, 'uncommon', 700),
      prize('Vulcão', 500, 'rare', 300),
      prize('Coração de Brasa', 2000, 'epic', 80),
      prize('Fênix', 5000, 'legendary', 20),
    ],
  },
  {
    slug: 'oceano',
    name: 'Caixa Oceano',
    description: 'Do raso ao fundo do mar: pérolas e um tesouro afundado.',
    colour: 'blue',
    price: 500,
    sellValue: 300,
    prizes: [
      prize('Concha', 100, 'common', 5000),
      prize('Estrela-do-mar', 300, 'common', 2600),
      prize('Pérola', 500, 'uncommon', 1300),
      prize('Coral', 1000, 'uncommon', 700),
      prize('Âncora de Prata', 2500, 'rare', 300),
      prize('Baú Afundado', 10000, 'epic', 80),
      prize('Tridente', 25000, 'legendary', 20),
    ],
  },
  {
    slug: 'flamingo',
    name: 'Caixa Flamingo',
    description: 'Tons de rosa e prêmios de até R$ 700.',
    colour: 'pink',
    price: 2000,
    sellValue: 1200,
    prizes: [
      prize('Pena Rosa', 500, 'common', 5000),
      prize('Leque', 1200, 'common', 2600),
      prize('Flor de Lótus', 2000, 'uncommon', 1300),
      prize('Quartzo Rosa', 4000, 'uncommon', 700),
      prize('Colar de Rubis', 10000, 'rare', 300),
      prize('Coroa Rosada', 40000, 'epic', 80),
      prize('Flamingo de Ouro', 70000, 'legendary', 20),
    ],
  },
  {
    slug: 'esmeralda',
    name: 'Caixa Esmeralda',
    description: 'Pedras verdes da mata: a esmeralda lendária vale 50 vezes a caixa.',
    colour: 'green',
    price: 5000,
    sellValue: 3000,
    prizes: [
      prize('Folha', 1000, 'common', 4800),
      prize('Trevo', 3000, 'common', 2700),
      prize('Jade', 5000, 'uncommon', 1400),
      prize('Malaquita', 10000, 'uncommon', 700),
      prize('Turmalina', 25000, 'rare', 300),
      prize('Esmeralda Bruta', 100000, 'epic', 80),
      prize('Esmeralda Imperial', 250000, 'legendary', 20),
    ],
  },
  {
    slug: 'ouro',
    name: 'Caixa Ouro',
    description: 'Moedas, barras e o cálice de ouro maciço.',
    colour: 'yellow',
    price: 20000,
    sellValue: 12000,
    prizes: [
      prize('Moeda de Ouro', 5000, 'common', 5000),
      prize('Anel Dourado', 12000, 'common', 2600),
      prize('Barra de Ouro', 20000, 'uncommon', 1300),
      prize('Relógio de Ouro', 40000, 'uncommon', 700),
      prize('Cofre Dourado', 100000, 'rare', 300),
      prize('Coroa do Rei', 400000, 'epic', 80),
      prize('Cálice Maciço', 700000, 'legendary', 20),
    ],
  },
  {
    slug: 'obsidiana',
    name: 'Caixa Obsidiana',
    description: 'A caixa premium: a pedra negra esconde o maior prêmio do catálogo.',
    colour: 'black',
    price: 50000,
    sellValue: 30000,
    prizes: [
      prize('Lasca Negra', 10000, 'common', 4800),
      prize('Ônix', 30000, 'common', 2700),
      prize('Hematita', 50000, 'uncommon', 1400),
      prize('Diamante Negro', 100000, 'uncommon', 700),
      prize('Máscara de Obsidiana', 250000, 'rare', 300),
      prize('Trono Sombrio', 1000000, 'epic', 80),
      prize('Coração da Noite', 2500000, 'legendary', 20),
    ],
  },
];

/**
 * Seeds the box catalogue of a tenant whose config has `hasBoxes`, when it has no boxes yet. On a
 * regulated tenant every box is a reward only (`price` null; docs/product/brazil.md "Loot boxes").
 * Returns how many boxes were written.
 */
export async function seedBoxCatalogue(db: Database, tenantId: number): Promise<number> {
  const [tenant] = await db
    .select({ config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return 0;
  const config = tenantConfigSchema.parse(tenant.config);
  if (!config.hasBoxes) return 0;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ value: count() })
      .from(boxes)
      .where(eq(boxes.tenantId, tenantId));
    if ((existing?.value ?? 0) > 0) return 0;
    for (const seedBox of SEED_BOXES) {
      const [box] = await tx
        .insert(boxes)
        .values({
          tenantId,
          slug: seedBox.slug,
          name: seedBox.name,
          description: seedBox.description,
          colour: seedBox.colour,
          image: null,
          price: config.is_regulated ? null : seedBox.price,
          sellValue: seedBox.sellValue,
        })
        .onConflictDoNothing()
        .returning({ id: boxes.id });
      if (!box) return 0;
      await tx.insert(boxPrizes).values(
        seedBox.prizes.map((item, position) => ({
          tenantId,
          boxId: box.id,
          position,
          name: item.name,
          image: null,
          value: item.value,
          rarity: item.rarity,
          weight: item.weight,
        })),
      );
    }
    return SEED_BOXES.length;
  });
}
