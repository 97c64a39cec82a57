import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import enRegister from '~/i18n/locales/en/register.json';
import ptRegister from '~/i18n/locales/pt-BR/register.json';
import { IntegrationsProvider } from '../integrations-context';
import { TurnstileWidget } from './turnstile-widget';

const scripts = vi.hoisted(() => ({ loaded: [] as string[], fail: false }));

// happy-dom does not fetch scripts: run the Turnstile stand-in the way the browser would.
vi.mock('~/lib/load-script', () => ({
  loadScript: async (src: string) => {
    scripts.loaded.push(src);
    if (scripts.fail) throw new Error(`Could not load ${src}`);
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const file = join(import.meta.dirname, '../../../../public/vendor/turnstile-standin.js');
    new Function(await readFile(file, 'utf8'))();
  },
}));

function renderWidget(locale: Locale = 'pt-BR') {
  const i18n = createI18n(locale, {
    [locale]: { register: locale === 'en' ? enRegister : ptRegister },
  });
  const onToken = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <IntegrationsProvider
        value={{ googleScriptUrl: '/gsi.js', turnstileScriptUrl: '/vendor/turnstile-standin.js' }}
      >
        <TurnstileWidget siteKey="site-key" locale={locale} onToken={onToken} />
      </IntegrationsProvider>
    </I18nextProvider>,
  );
  return { onToken };
}

describe('TurnstileWidget with the local stand-in', () => {
  it("loads the tenant's script and hands over the token once the player checks the box", async () => {
    scripts.fail = false;
    const { onToken } = renderWidget();
    const box = await screen.findByRole('checkbox', { name: 'Não sou um robô' });
    expect(scripts.loaded.at(-1)).toBe('/vendor/turnstile-standin.js');
    await userEvent.click(box);
    expect(onToken).toHaveBeenCalledWith(expect.stringMatching(/^demo-turnstile-pass\.[0-9a-f]+$/));
  });

  it('speaks English when the page does', async () => {
    scripts.fail = false;
    renderWidget('en');
    expect(await screen.findByRole('checkbox', { name: 'I am human' })).toBeTruthy();
  });

  it('says so, and offers to try again, when the script cannot load', async () => {
    scripts.fail = true;
    renderWidget();
    expect(
      await screen.findByText('Não foi possível carregar a verificação de segurança.'),
    ).toBeTruthy();
    scripts.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Não sou um robô' })).toBeTruthy(),
    );
  });
});
