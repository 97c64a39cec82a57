import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import InstallOffer from './install-offer';

/** Chromium's install offer, answered with `outcome` when prompted. */
function browserOffer(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function renderOffer() {
  return renderApp(
    <>
      <Link to="/casino">Cassino</Link>
      <InstallOffer site="Vitrine" iconUrl="/icon-144.png" />
    </>,
    { path: '/', pagePath: '/*' },
  );
}

const secondPage = () => fireEvent.click(screen.getByRole('link', { name: 'Cassino' }));
const dialog = () => screen.findByRole('dialog', { name: 'Instale o app Vitrine' });

// The tests share the page's one install state, as the app does: each starts with a new offer,
// and the one that installs the app comes last.
describe('the app install modal', () => {
  afterEach(() => localStorage.clear());

  it('waits for the second page, and turning it down sets the hide-install flag', async () => {
    renderOffer();
    const offer = browserOffer();
    expect(offer.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();

    secondPage();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true');
    expect(offer.prompt).not.toHaveBeenCalled();
  });

  it('counts the page a player reached before the offer loaded (a slow idle) as the second', async () => {
    function LateOffer() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <Link to="/casino">Cassino</Link>
          <button type="button" onClick={() => setLoaded(true)}>
            idle
          </button>
          {loaded && <InstallOffer site="Vitrine" iconUrl="/icon-144.png" />}
        </>
      );
    }
    renderApp(<LateOffer />, { path: '/', pagePath: '/*' });
    secondPage();
    fireEvent.click(screen.getByRole('button', { name: 'idle' }));
    browserOffer();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered to a visitor who turned it down before', async () => {
    localStorage.setItem('vite-pwa:hide-install', 'true');
    renderOffer();
    browserOffer();
    secondPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Instalar' opens the browser's own install dialog; a no there is remembered too", async () => {
    renderOffer();
    const offer = browserOffer('dismissed');
    secondPage();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(offer.prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true'));
  });

  it('disappears once the app is installed', async () => {
    renderOffer();
    browserOffer();
    secondPage();
    await dialog();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    browserOffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
