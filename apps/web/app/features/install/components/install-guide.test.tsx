import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { InstallGuide } from './install-guide';

function browserOffer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the install guides', () => {
  it('show the steps, and the links to the other guides in the same language', () => {
    renderApp(<InstallGuide guide="ios" locale="en" site="Vitrine" />, {
      locale: 'en',
      path: '/en/ios',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Install the app on iPhone' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '2.Scroll the list and tap "Add to Home Screen".',
    );
    expect(
      screen.getByRole('link', { name: 'Android with Google Chrome' }).getAttribute('href'),
    ).toBe('/en/install');
  });

  it("offer the browser's own install button on Android when the browser offers it", () => {
    renderApp(<InstallGuide guide="chrome" locale="pt-BR" site="Vitrine" />, { path: '/install' });
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
    const offer = browserOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Instalar o app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
  });

  it('never on the iPhone guide, where only Safari can install', () => {
    renderApp(<InstallGuide guide="ios" locale="pt-BR" site="Vitrine" />, { path: '/ios' });
    browserOffer();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
  });
});
