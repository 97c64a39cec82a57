import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '~/test/fixtures';
import { checkTheme } from './get-site-config';

// §4 "Site load" again when a returning player's tab re-checks its theme (use-theme-refresh.ts).
function siteConfigAnswers(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('checkTheme', () => {
  it('says not-found, not maintenance, for a theme whose system does not exist', async () => {
    siteConfigAnswers(Response.json(testTheme({ systemExists: false })));
    expect(await checkTheme('localhost', 'v1')).toBe('not-found');
  });

  it('says maintenance for a theme in maintenance', async () => {
    siteConfigAnswers(Response.json(testTheme({ maintenanceMode: true })));
    expect(await checkTheme('localhost', 'v1')).toBe('maintenance');
  });

  it('says not-found for a 404', async () => {
    siteConfigAnswers(Response.json({ message: 'Plataforma não encontrada' }, { status: 404 }));
    expect(await checkTheme('localhost', 'v1')).toBe('not-found');
  });
});
