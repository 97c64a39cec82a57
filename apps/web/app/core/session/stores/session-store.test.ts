import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

describe('session store', () => {
  it('starts as a guest, or restoring when the server saw a session', () => {
    expect(createSessionStore({ signedIn: false }).getState().status).toBe('guest');
    expect(createSessionStore({ signedIn: true }).getState().status).toBe('restoring');
  });

  it('keeps the token on sign-in', () => {
    const store = createSessionStore({ signedIn: false });
    store.getState().signedIn('token');
    expect(store.getState()).toMatchObject({ status: 'signed-in', token: 'token', checked: true });
  });

  it('a self-excluded refusal leaves a guest with the period to show', () => {
    const store = createSessionStore({ signedIn: true });
    store.getState().refusedSelfExcluded({ start_at: '2026-01-01', end_at: '2026-04-01' });
    expect(store.getState().status).toBe('guest');
    expect(store.getState().selfExclusion?.end_at).toBe('2026-04-01');
  });
});
