import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { sportLaunchResponseSchema } from '@vitrine/contract/games.ts';
import { api, signIn } from '../../test/accounts.ts';
import {
  jsonBody,
  startTestPlatform,
  TEST_PUBLIC_URL,
  testPlatformPerFile,
} from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

const launchSport = (tenant: string, payload?: object, token?: string) =>
  api(platform.app, tenant).post('/games/launch/sport', payload, token);

/** The platform-relative path of a launched gameUrl. */
const pathOf = (gameUrl: string) => {
  const url = new URL(gameUrl);
  expect(url.origin).toBe(TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
};

describe('POST games/launch/sport', () => {
  it("launches the demo provider's sports page for a brand with sports and no Betby", async () => {
    const response = await launchSport('sorte', { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { gameUrl } = sportLaunchResponseSchema.parse(jsonBody(response));
    expect(pathOf(gameUrl)).toBe('/t/sorte/demo/sports?lang=en');
  });

  it('launches for a signed-in player as for a guest, in Portuguese by default', async () => {
    const { token } = await signIn(platform.app, 'sorte');
    const response = await launchSport('sorte', undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    const { gameUrl } = sportLaunchResponseSchema.parse(jsonBody(response));
    expect(pathOf(gameUrl)).toBe('/t/sorte/demo/sports?lang=pt-BR');
  });

  it('refuses a bearer token that is not valid', async () => {
    const response = await launchSport('sorte', {}, 'not-a-token');
    expect(response.statusCode).toBe(401);
  });

  it('is a 404 where Betby is the sportsbook', async () => {
    const response = await launchSport('demo', {});
    expect(response.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(jsonBody(response)).message).toBe(
      'Esportes não estão disponíveis neste site.',
    );
  });

  it('refuses a language it does not speak with a 422', async () => {
    const response = await launchSport('sorte', { lang: 'xx\u0000' });
    expect(response.statusCode).toBe(422);
  });
});

describe("the demo provider's sports page", () => {
  it('lists matches with decimal odds, framable by the brand only, with no script', async () => {
    const response = await api(platform.app, 'sorte').get('/demo/sports?lang=pt-BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors');
    expect(policy).toContain('sorte.localhost');
    expect(response.body).toContain('<h1 id="sports-title">Esportes</h1>');
    expect(response.body).toContain('Flamengo × Palmeiras');
    expect(response.body).toContain('2,10');
    expect(response.body).not.toContain('<script');
  });

  it('speaks English when launched in English', async () => {
    const response = await api(platform.app, 'sorte').get('/demo/sports?lang=en');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Bets are placed in the live product.');
    expect(response.body).toContain('2.10');
  });
});

describe('outside demo mode', () => {
  it('has no sports integration to launch (503, the game screen’s maintenance) and no demo page', async () => {
    const live = await startTestPlatform({ demoMode: false, seedGames: 0 });
    try {
      const launch = await api(live.app, 'sorte').post('/games/launch/sport', {});
      expect(launch.statusCode).toBe(503);
      const page = await api(live.app, 'sorte').get('/demo/sports');
      expect(page.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
