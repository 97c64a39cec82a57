import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchDepositConfetti } from './deposit-confetti';

const fire = vi.hoisted(() => vi.fn((_options?: { colors?: string[] }) => null));
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce') })),
  );
}

describe('launchDepositConfetti', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fire.mockClear();
  });

  it('throws 40 rectangles and 20 dots in three purple/blue pairs', async () => {
    reducedMotion(false);
    await launchDepositConfetti();
    const calls = fire.mock.calls.map(([options]) => options);
    expect(calls).toMatchObject([
      { particleCount: 40, shapes: ['square'] },
      { particleCount: 20, shapes: ['circle'] },
    ]);
    expect(calls[0]?.colors).toHaveLength(6);
  });

  it('throws nothing for a player who asked for reduced motion', async () => {
    reducedMotion(true);
    await launchDepositConfetti();
    expect(fire).not.toHaveBeenCalled();
  });
});
