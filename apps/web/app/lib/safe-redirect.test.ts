import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirect('/user')).toBe('/user');
    expect(safeRedirect('/en/user/edit/access-data?tab=1')).toBe('/en/user/edit/access-data?tab=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.test', '//evil.test', '/\\evil.test', 'user', '', null]) {
      expect(safeRedirect(value)).toBeNull();
    }
    expect(safeRedirect('/user\n')).toBeNull();
  });
});
