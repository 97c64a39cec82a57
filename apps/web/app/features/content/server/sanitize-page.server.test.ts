import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page.server';

describe('page HTML sanitiser', () => {
  it('removes scripts, event handlers and dangerous links', () => {
    const html = sanitizePageHtml(
      '<h2 onclick="x()">Termos</h2><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript|data:|<img/i);
    expect(html).toContain('<h2>Termos</h2>');
  });

  it('keeps ordinary links safe for a new tab', () => {
    expect(sanitizePageHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">site</a>',
    );
  });

  it('demotes h1 so the page keeps a single top heading', () => {
    expect(sanitizePageHtml('<h1>Título</h1>')).toBe('<h2>Título</h2>');
  });
});
