import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { Preloader } from './preloader';

describe('Preloader', () => {
  it('shows a spinner with "Carregando site..." while loading', () => {
    renderApp(<Preloader state="loading" themeLoaded learnMoreUrl="https://main.test" />);
    expect(screen.getByRole('status').textContent).toContain('Carregando site...');
  });

  it('shows only a minimal spinner before the theme exists', () => {
    renderApp(<Preloader state="loading" themeLoaded={false} learnMoreUrl="https://x.test" />);
    expect(screen.getByText('Carregando site...').className).toContain('sr-only');
  });

  it('shows the maintenance title and subtitle', () => {
    renderApp(<Preloader state="maintenance" themeLoaded learnMoreUrl="https://x.test" />);
    expect(screen.getByRole('heading', { name: 'Manutenção Programada' })).toBeTruthy();
    expect(screen.getByText(/Voltaremos em breve/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows "Plataforma não encontrada" with the learn-more link', () => {
    renderApp(<Preloader state="not-found" themeLoaded learnMoreUrl="https://staging.main.test" />);
    expect(screen.getByRole('heading', { name: 'Plataforma não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe(
      'https://staging.main.test',
    );
  });
});
