import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTenant } from '~/test/fixtures';
import { renderInShell } from '~/test/render';
import { TenantLogo } from './tenant-logo';

describe('TenantLogo', () => {
  it('loads the tenant logo at the placement height', () => {
    renderInShell(<TenantLogo placement="header" />);
    const img = screen.getByRole('img', { name: 'Casa Teste' });
    expect(img.getAttribute('src')).toBe('http://storage.test/teste/logo.webp?v=1.0');
    expect(img.getAttribute('height')).toBe('40');
  });

  it('shows the site title when the image fails and was never seen loading', () => {
    const tenant = testTenant();
    renderInShell(<TenantLogo placement="footer" />, {
      tenant: { ...tenant, logoUrl: 'http://storage.test/broken/logo.webp' },
    });
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Casa Teste')).toBeTruthy();
  });

  it('keeps a logo that is known to exist when a later load fails', () => {
    const tenant = { ...testTenant(), logoUrl: 'http://storage.test/known/logo.webp' };
    renderInShell(<TenantLogo placement="header" />, { tenant });
    fireEvent.load(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Casa Teste' })).toBeTruthy();
  });
});
