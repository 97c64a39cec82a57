import { describe, expect, it } from 'vitest';
import { testTheme } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { TenantCustomHtml, TenantHead } from './tenant-head';

describe('TenantHead', () => {
  it('writes the brand colours as CSS variables and links the tenant icons and manifest', () => {
    const { container } = renderApp(<TenantHead theme={testTheme()} />);
    expect(container.querySelector('style')?.textContent).toContain('--color-brand:#7c3aed');
    // React 19 hoists <link> elements into the document head.
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    expect(document.head.querySelector('link[sizes="192x192"]')?.getAttribute('href')).toBe(
      '/i192.png',
    );
  });

  it('loads the tag manager with its data layer only for a well-formed id', () => {
    const withGtm = renderApp(<TenantHead theme={testTheme({ gtmId: 'GTM-ABC1234' })} />);
    const script = withGtm.container.querySelector('script')?.textContent ?? '';
    expect(script).toContain('window.dataLayer');
    expect(script).toContain('gtm.js?id=GTM-ABC1234');
    withGtm.unmount();

    const hostile = renderApp(<TenantHead theme={testTheme({ gtmId: "GTM-1');alert(1);('" })} />);
    expect(hostile.container.querySelector('script')).toBeNull();
  });

  it("renders the operator's own markup, and nothing when there is none", () => {
    const { container, rerender } = renderApp(<TenantCustomHtml html={'<div id="op">hi</div>'} />);
    expect(container.querySelector('#op')?.textContent).toBe('hi');
    rerender(<TenantCustomHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
