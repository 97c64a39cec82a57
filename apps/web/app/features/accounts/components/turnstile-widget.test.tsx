import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { renderApp } from '~/test/render-app';
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
  const onToken = vi.fn();
  renderApp(<TurnstileWidget siteKey="site-key" locale={locale} onToken={onToken} />, {
    locale,
    integrations: {
      googleScriptUrl: '/gsi.js',
      turnstileScriptUrl: '/vendor/turnstile-standin.js',
      liveSupportScriptUrl: null,
    },
  });
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
    expect(await screen.findByRole('checkbox', { name: 'Não sou um robô' })).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar a verificação de segurança.')).toBeNull();
  });
});
