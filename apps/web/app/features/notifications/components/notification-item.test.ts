import { describe, expect, it } from 'vitest';
import { pageIsBuilt } from '~/core/pages-not-built';
import { userBoxHref } from './notification-item';

describe('userBoxHref', () => {
  it('gives no link to the player’s boxes while that page is not built (issue 34 §6)', () => {
    expect(pageIsBuilt('/account/boxes')).toBe(false);
    expect(userBoxHref(7, 'pt-BR')).toBeNull();
    expect(userBoxHref(7, 'en')).toBeNull();
  });

  it('gives none for a notification without a box', () => {
    expect(userBoxHref(null, 'pt-BR')).toBeNull();
  });
});
