import { describe, expect, it } from 'vitest';
import { pageIsBuilt } from '~/core/pages-not-built';
import { userBoxHref } from './notification-item';

describe('userBoxHref', () => {
  it('links the player’s box on "Minhas caixas", built by issue 36, in the page’s language', () => {
    expect(pageIsBuilt('/account/boxes')).toBe(true);
    expect(userBoxHref(7, 'pt-BR')).toBe('/account/boxes?open=7');
    expect(userBoxHref(7, 'en')).toBe('/en/account/boxes?open=7');
  });

  it('gives none for a notification without a box', () => {
    expect(userBoxHref(null, 'pt-BR')).toBeNull();
  });
});
