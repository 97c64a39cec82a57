import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSlugSchema } from './content.ts';
import { laravelErrorSchema } from './errors.ts';
import { contentQuerySchema } from './locale.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { betbyConfigSchema, cssColorSchema } from './site-config.ts';

describe('contract', () => {
  it('accepts plain colour notations and refuses anything that could escape a CSS value', () => {
    for (const ok of [
      '#7c3aed',
      '#fff',
      '#11223344',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'hsl(120deg, 50%, 50%)',
    ]) {
      expect(cssColorSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['red;}body{display:none', 'url(x)', '#fff;', 'expression(alert(1))', '']) {
      expect(cssColorSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes a Betby script address over https only (http on the loopback), and none at all', () => {
    const betby = (script_url?: string | null) =>
      betbyConfigSchema.safeParse({
        active: true,
        brand_id: 'b',
        theme_name: 'default',
        script_url,
      }).success;
    for (const ok of [
      'https://ui.betby.example/bt-renderer.min.js',
      'http://localhost:8080/bt-renderer.min.js',
      'http://127.0.0.1/bt.js',
      'http://[::1]:3000/bt.js',
      null,
      undefined,
    ]) {
      expect(betby(ok), String(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://casa.test/1',
      'vbscript:msgbox',
      'http://ui.betby.example/bt-renderer.min.js',
      'http://localhost.evil.example/bt.js',
      'https://user:secret@ui.betby.example/bt.js',
      '//ui.betby.example/bt.js',
      '/sportsbook/demo/bt-renderer.min.js',
      '',
    ]) {
      expect(betby(bad), bad).toBe(false);
    }
  });

  it('keeps page slugs to lower-case letters, digits and hyphens', () => {
    expect(pageSlugSchema.safeParse('sobre-nos').success).toBe(true);
    expect(pageSlugSchema.safeParse('../etc').success).toBe(false);
    expect(pageSlugSchema.safeParse('Sobre').success).toBe(false);
  });

  it('falls back to Portuguese for an unknown language', () => {
    expect(contentQuerySchema.parse({ lang: 'fr' }).lang).toBe('pt-BR');
    expect(contentQuerySchema.parse({}).lang).toBe('pt-BR');
    expect(contentQuerySchema.parse({ lang: 'en' }).lang).toBe('en');
  });

  it('describes the Laravel error body', () => {
    expect(laravelErrorSchema.parse({ message: 'x', errors: { cpf: ['CPF inválido'] } })).toEqual({
      message: 'x',
      errors: { cpf: ['CPF inválido'] },
    });
  });

  it('has its committed openapi.json up to date (regenerate with `npm run openapi`)', () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('builds an OpenAPI 3.1 document with every call and named schemas', () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/health',
        '/api/site-config',
        '/site-config',
        '/categories',
        '/settings/banners',
        '/pages/{slug}',
        '/auth/login',
        '/auth/register',
        '/auth/me',
        '/auth/verify-code',
        '/profile',
        '/documents/upload',
      ]),
    );
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['SiteConfig', 'Banner', 'Category', 'Page', 'LaravelError']),
    );
  });
});
