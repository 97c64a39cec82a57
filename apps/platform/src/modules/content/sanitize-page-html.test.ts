import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page-html.ts';

describe('sanitizePageHtml', () => {
  it('keeps the structure of a legal page', () => {
    const html =
      '<h1>Termos</h1><h2>1. Regras</h2><p><strong>Leia</strong> com <em>atenção</em>.<br></p><ul><li>um</li></ul><ol><li>dois</li></ol><hr><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>B</td></tr></tbody></table>';
    expect(sanitizePageHtml(html)).toBe(
      '<h1>Termos</h1><h2>1. Regras</h2><p><strong>Leia</strong> com <em>atenção</em>.<br /></p><ul><li>um</li></ul><ol><li>dois</li></ol><hr /><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>B</td></tr></tbody></table>',
    );
  });

  it('removes scripts together with their content', () => {
    expect(sanitizePageHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
  });

  it('removes event handlers and inline styles', () => {
    expect(sanitizePageHtml('<p onclick="alert(1)" style="color:red" class="x">a</p>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizePageHtml('<img src="x" onerror="alert(1)">')).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
  ])('drops the link target %s', (href) => {
    expect(sanitizePageHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps http, https and mailto links, always with rel="noopener noreferrer"', () => {
    expect(
      sanitizePageHtml('<a href="https://cvv.org.br" rel="opener" target="_top">CVV</a>'),
    ).toBe('<a href="https://cvv.org.br" rel="noopener noreferrer">CVV</a>');
    expect(sanitizePageHtml('<a href="mailto:a@b.example">mail</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops frames, forms and embedded objects', () => {
    expect(
      sanitizePageHtml('<iframe src="https://x"></iframe><form><input></form><object></object>'),
    ).toBe('');
  });
});
