import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, themeCssVariables } from './theme-style';

describe('theme colours', () => {
  it('picks white text on a dark brand colour and black on a light one', () => {
    expect(readableTextOn('#7c3aed')).toBe('#ffffff');
    expect(readableTextOn('#facc15')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
  });

  it('keeps the chosen text colour at AA contrast or better for typical brand colours', () => {
    for (const color of ['#7c3aed', '#16a34a', '#facc15', '#22d3ee', '#dc2626', '#0ea5e9']) {
      const text = readableTextOn(color);
      expect(contrastRatio(color, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes the colours as CSS variables on :root', () => {
    const css = themeCssVariables({
      primary_color: '#7c3aed',
      secondary_color: '#22d3ee',
    });
    expect(css).toContain('--color-brand:#7c3aed');
    expect(css).toContain('--color-on-brand:#ffffff');
    expect(css).toContain('--color-accent:#22d3ee');
    expect(css.startsWith(':root{')).toBe(true);
  });
});
