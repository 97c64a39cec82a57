import { describe, expect, it } from 'vitest';
import { isPrivateHost, logoUrl, tenantNameFor } from './tenant-name';

describe('tenant name for asset paths', () => {
  it('prefers the configured main-domain subdomain', () => {
    expect(tenantNameFor('www.sorte.com.br', 'sortegrande', 'demo')).toBe('sortegrande');
  });

  it('falls back to the first host label without www', () => {
    expect(tenantNameFor('www.sorte.com.br', null, 'demo')).toBe('sorte');
    expect(tenantNameFor('sorte.localhost', '', 'demo')).toBe('sorte');
    expect(tenantNameFor('sorte.localhost:3000', undefined, 'demo')).toBe('sorte');
    expect(tenantNameFor('aurora.localhost:3000', undefined, 'demo')).toBe('aurora');
  });

  it('uses the default tenant for localhost and private addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '192.168.0.12', '10.1.2.3', '172.20.0.5']) {
      expect(isPrivateHost(host)).toBe(true);
      expect(tenantNameFor(host, null, 'demo')).toBe('demo');
    }
    expect(isPrivateHost('172.32.0.1')).toBe(false);
  });

  it('builds the logo path with the version as cache buster', () => {
    expect(logoUrl('http://cdn.test/storage/', 'sorte', '1.2')).toBe(
      'http://cdn.test/storage/sorte/logo.webp?v=1.2',
    );
  });
});
