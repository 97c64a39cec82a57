import { describe, expect, it } from 'vitest';
import type { GameLaunchRequest, GameProvider } from '../../services/game-provider.ts';
import { launchGame, type LaunchTarget } from './game-launch.ts';

const target: LaunchTarget = {
  id: 7,
  code: 'tigre-da-sorte',
  providerCode: 'vitrine-originals',
  title: 'Tigre da Sorte',
  onlyDemo: false,
  integration: 'studio-api',
  maintenance: false,
};
const request = {
  tenant: { id: 1, slug: 'demo' },
  player: { userId: 3 },
  mode: 'real',
  lang: 'pt-BR',
  now: new Date('2026-06-01T12:00:00.000Z'),
} as const;

function recordingProvider(answer: Awaited<ReturnType<GameProvider['launch']>>) {
  const calls: GameLaunchRequest[] = [];
  const provider: GameProvider = {
    async launch(launch) {
      calls.push(launch);
      return answer;
    },
  };
  return { provider, calls };
}

describe('launchGame', () => {
  it("launches through the provider's registered integration, with the game it needs", async () => {
    const { provider, calls } = recordingProvider({ outcome: 'launched', gameUrl: 'https://x/1' });
    const outcome = await launchGame(new Map([['studio-api', provider]]), target, request);
    expect(outcome).toEqual({ outcome: 'launched', gameUrl: 'https://x/1' });
    expect(calls).toEqual([
      {
        ...request,
        game: {
          id: 7,
          code: 'tigre-da-sorte',
          providerCode: 'vitrine-originals',
          title: 'Tigre da Sorte',
        },
      },
    ]);
  });

  it('answers maintenance without calling the integration when the data says so', async () => {
    const { provider, calls } = recordingProvider({ outcome: 'launched', gameUrl: 'https://x/1' });
    const outcome = await launchGame(
      new Map([['studio-api', provider]]),
      { ...target, maintenance: true },
      request,
    );
    expect(outcome).toEqual({ outcome: 'maintenance' });
    expect(calls).toEqual([]);
  });

  it('passes on the maintenance an integration answers itself', async () => {
    const { provider } = recordingProvider({ outcome: 'maintenance' });
    expect(await launchGame(new Map([['studio-api', provider]]), target, request)).toEqual({
      outcome: 'maintenance',
    });
  });

  it('answers unavailable when no integration of that name is registered', async () => {
    expect(await launchGame(new Map(), target, request)).toEqual({ outcome: 'unavailable' });
  });
});
