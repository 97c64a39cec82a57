import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reply } from '~/test/fake-platform/reply';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { tokenOf } from '~/test/fake-platform/handlers/session';
import { renderApp } from '~/test/render-app';
import { GoogleSignIn } from './google-sign-in';

// happy-dom does not fetch scripts: run the Google Identity Services stand-in as the browser would.
vi.mock('~/lib/load-script', () => ({
  loadScript: async () => {
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const file = join(import.meta.dirname, '../../../../public/vendor/google-gsi-standin.js');
    new Function(await readFile(file, 'utf8'))();
  },
}));

const handlers: FakeHandlers = {
  'POST /auth/google': (_call, db) =>
    reply(200, { data: db.newPlayer, token: tokenOf(db.newPlayer) }),
};

async function signInWithGoogle() {
  const onSignedIn = vi.fn();
  const view = renderApp(<GoogleSignIn clientId="demo-client" onSignedIn={onSignedIn} />, {
    handlers,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google (demo)' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  return view.platform.callsTo('POST /auth/google')[0]?.body;
}

describe('GoogleSignIn', () => {
  it('carries the referral code stored on arrival, so a Google sign-up is attributed (§2 `ref`)', async () => {
    localStorage.setItem('ref', 'AMIGO10');
    const body = await signInWithGoogle();
    expect(body).toEqual({ idToken: expect.stringMatching(/^demo-google\./), ref: 'AMIGO10' });
  });

  it('sends only the ID token when no referral code is stored', async () => {
    const body = await signInWithGoogle();
    expect(body).toEqual({ idToken: expect.stringMatching(/^demo-google\./) });
  });
});
