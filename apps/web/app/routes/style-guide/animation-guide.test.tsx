import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { AnimationGuide } from './animation-guide';

/** The device's answer to `(prefers-reduced-motion: reduce)`. */
function deviceAsksForLessMotion(asks: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: asks && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the animations page of the style guide', () => {
  it('shows the spinner, the loading bar, the skeletons, the confetti and the dialogs', () => {
    deviceAsksForLessMotion(false);
    renderApp(<AnimationGuide />, { path: '/animation' });
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Indicador de carregamento',
      'Barra de carregamento',
      'Esqueletos',
      'Confete',
      'Diálogos e painéis',
    ]);
    const spinner = screen.getByRole('region', { name: 'Indicador de carregamento' });
    expect(within(spinner).getByRole('status').textContent).toBe('Carregando');
    const bar = screen.getByRole('region', { name: 'Barra de carregamento' });
    expect(within(bar).getByRole('button', { name: 'Começar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir painel lateral' })).toBeTruthy();
  });

  it('shows every example as someone who asked for less motion sees it, and no confetti', () => {
    deviceAsksForLessMotion(false);
    renderApp(<AnimationGuide />, { path: '/animation' });
    const reduced = screen.getByRole('switch', { name: 'Movimento reduzido' });
    expect(reduced.getAttribute('aria-checked')).toBe('false');
    const preview = () => document.querySelector('style[data-reduced-motion-preview]');
    expect(preview()).toBeNull();

    fireEvent.click(reduced);
    expect(reduced.getAttribute('aria-checked')).toBe('true');
    expect(preview()?.textContent).toContain('animation-duration: 0.01ms !important');
    fireEvent.click(screen.getByRole('button', { name: 'Soltar confete' }));
    expect(screen.getByText('Com movimento reduzido, o confete não aparece.')).toBeTruthy();
    expect(document.querySelector('canvas')).toBeNull();
    fireEvent.click(reduced);
    expect(preview()).toBeNull();
  });

  it("follows the device's own request for less motion", () => {
    deviceAsksForLessMotion(true);
    renderApp(<AnimationGuide />, { locale: 'en', path: '/en/animation' });
    const reduced = screen.getByRole('switch', { name: 'Reduced motion' });
    expect(reduced.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByText('Your device asks for less motion: every animation is already reduced.'),
    ).toBeTruthy();
  });
});
