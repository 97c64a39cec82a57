import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { LanguagePanel } from './language-panel';

describe('LanguagePanel', () => {
  it('offers the same page in each language, marking the current one', async () => {
    renderApp(<LanguagePanel />, { path: '/terms?x=1' });
    await userEvent.click(screen.getByRole('button', { name: /^Idioma:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Idioma' });
    expect(dialog).toBeTruthy();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/en/terms?x=1');
    expect(
      screen.getByRole('link', { name: 'Português (Brasil)' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('remembers an explicit choice in the i18n_redirected cookie', async () => {
    renderApp(<LanguagePanel />, { path: '/terms', routes: ['/en/terms'] });
    await userEvent.click(screen.getByRole('button', { name: /^Idioma:/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(await screen.findByText('page /en/terms')).toBeTruthy();
  });
});
