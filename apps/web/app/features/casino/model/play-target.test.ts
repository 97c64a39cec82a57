import { describe, expect, it } from 'vitest';
import { playTarget } from './play-target';

const tigre = { providercode: 'vitrine-originals', gamecode: 'tigre-da-sorte' };

describe('playTarget (/casino/play)', () => {
  it('continues a signed-in player’s last played game', () => {
    expect(playTarget({ signedIn: true, lastPlayed: tigre }, 'pt-BR')).toBe(
      '/casino/vitrine-originals/tigre-da-sorte',
    );
  });

  it('keeps the language', () => {
    expect(playTarget({ signedIn: true, lastPlayed: tigre }, 'en')).toBe(
      '/en/casino/vitrine-originals/tigre-da-sorte',
    );
  });

  it('sends a player who has played nothing yet to the lobby', () => {
    expect(playTarget({ signedIn: true, lastPlayed: null }, 'pt-BR')).toBe('/casino/games');
    expect(playTarget({ signedIn: true, lastPlayed: undefined }, 'en')).toBe('/en/casino/games');
  });

  it('sends a guest to the lobby, whatever a stale list says', () => {
    expect(playTarget({ signedIn: false, lastPlayed: tigre }, 'pt-BR')).toBe('/casino/games');
  });
});
