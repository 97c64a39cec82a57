import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { TenantLogo } from './tenant-logo';

describe('TenantLogo', () => {
  it('loads the tenant logo at the placement height', () => {
    renderApp(<TenantLogo placement="header" />);
    const img = screen.getByRole('img', { name: 'Casa Teste' });
    expect(img.getAttribute('src')).toBe('http://storage.test/teste/logo.webp?v=1.0');
    expect(img.getAttribute('height')).toBe('40');
  });

  it('shows the site title when the image fails and was never seen loading', () => {
    renderApp(<TenantLogo placement="footer" />, {
      logoUrl: 'http://storage.test/broken/logo.webp',
    });
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Casa Teste')).toBeTruthy();
  });

  it('keeps a logo that is known to exist when a later load fails', () => {
    renderApp(<TenantLogo placement="header" />, {
      logoUrl: 'http://storage.test/known/logo.webp',
    });
    fireEvent.load(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Casa Teste' })).toBeTruthy();
  });
});
