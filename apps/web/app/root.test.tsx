import { screen } from '@testing-library/react';
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { testTheme } from '~/test/fixtures';
import { ErrorBoundary, loader } from './root';

// §4 "Site load" through the root loader: the registry's answer for the host decides the screen
// and the status. Each test asks for a host of its own, so the theme cache does not carry over.

/** The registry answers every theme lookup with this theme. */
function registryAnswers(theme: ReturnType<typeof testTheme>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(theme)),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** What the root loader threw for a page of `host`. */
async function thrownFor(host: string, path = '/') {
  const url = new URL(`http://${host}:3000${path}`);
  try {
    await loader({
      request: new Request(url, { headers: { host: `${host}:3000` } }),
      url,
      params: {},
      pattern: '',
      context: new RouterContextProvider(),
    });
  } catch (thrown) {
    return thrown as UNSAFE_DataWithResponseInit<unknown>;
  }
  throw new Error(`the root loader served ${host}`);
}

/** The root's error boundary showing what the loader threw, as React Router would. */
function renderThrown(thrown: UNSAFE_DataWithResponseInit<unknown>) {
  const status = thrown.init?.status ?? 500;
  const error = { status, statusText: '', internal: false, data: thrown.data };
  renderApp(<ErrorBoundary error={error} params={{}} />);
}

describe('a theme that says the system does not exist', () => {
  it('shows "Plataforma não encontrada" with a 404, not maintenance', async () => {
    registryAnswers(testTheme({ systemExists: false }));
    const thrown = await thrownFor('fechada.localhost');
    expect(thrown.init?.status).toBe(404);
    renderThrown(thrown);
    expect(screen.getByRole('heading', { name: 'Plataforma não encontrada' })).toBeTruthy();
    expect(screen.queryByText('Manutenção Programada')).toBeNull();
    expect(screen.getByRole('link', { name: 'Saiba mais' })).toBeTruthy();
  });

  it('says "Platform not found" under /en', async () => {
    registryAnswers(testTheme({ systemExists: false }));
    const thrown = await thrownFor('fechada-en.localhost', '/en');
    expect(thrown.init?.status).toBe(404);
    renderThrown(thrown);
    expect(screen.getByRole('heading', { name: 'Platform not found' })).toBeTruthy();
  });

  it('is not found even when the brand is also inactive or in maintenance', async () => {
    registryAnswers(testTheme({ systemExists: false, active: false, maintenanceMode: true }));
    expect((await thrownFor('fechada-manutencao.localhost')).init?.status).toBe(404);
  });
});

describe('a theme of a brand in maintenance', () => {
  it('still shows "Manutenção Programada" with a 503', async () => {
    registryAnswers(testTheme({ maintenanceMode: true }));
    const thrown = await thrownFor('em-manutencao.localhost');
    expect(thrown.init?.status).toBe(503);
    renderThrown(thrown);
    expect(screen.getByRole('heading', { name: 'Manutenção Programada' })).toBeTruthy();
  });
});
