import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale, switchLocalePath } from './config';

describe('locale paths', () => {
  it('reads English only from the /en prefix', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/terms')).toBe('en');
    expect(localeFromPath('/english')).toBe('pt-BR');
    expect(localeFromPath('/')).toBe('pt-BR');
  });

  it('strips and adds the prefix', () => {
    expect(stripLocale('/en/pages/sobre')).toBe('/pages/sobre');
    expect(stripLocale('/en')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/terms', 'en')).toBe('/en/terms');
    expect(localizePath('/terms', 'pt-BR')).toBe('/terms');
  });

  it('switches language keeping the path, query and hash', () => {
    expect(switchLocalePath({ pathname: '/en/terms', search: '?a=1', hash: '#x' }, 'pt-BR')).toBe(
      '/terms?a=1#x',
    );
    expect(switchLocalePath({ pathname: '/', search: '', hash: '' }, 'en')).toBe('/en');
  });
});
