import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

describe('session store', () => {
  it('starts as a guest, or restoring when the server saw a session', () => {
    expect(createSessionStore({ signedIn: false }).getState().status).toBe('guest');
    expect(createSessionStore({ signedIn: true }).getState().status).toBe('restoring');
  });

  it('opens the auth modal only for guests and only when it is not already open', () => {
    const store = createSessionStore({ signedIn: false });
    expect(store.getState().openAuthModal('register')).toBe(true);
    expect(store.getState().openAuthModal('login')).toBe(false);
    expect(store.getState().authModal.mode).toBe('register');
    store.getState().closeAuthModal();
    store.getState().signedIn('t');
    expect(store.getState().openAuthModal('login')).toBe(false);
    expect(store.getState().authModal.open).toBe(false);
  });

  it('keeps where to go after signing in, and closes the modal on sign-in', () => {
    const store = createSessionStore({ signedIn: false });
    store.getState().openAuthModal('login', '/user');
    expect(store.getState().authModal.redirectTo).toBe('/user');
    store.getState().signedIn('token');
    expect(store.getState().authModal.open).toBe(false);
    expect(store.getState().token).toBe('token');
  });

  it('a self-excluded refusal leaves a guest with the period to show', () => {
    const store = createSessionStore({ signedIn: true });
    store.getState().refusedSelfExcluded({ start_at: '2026-01-01', end_at: '2026-04-01' });
    expect(store.getState().status).toBe('guest');
    expect(store.getState().selfExclusion?.end_at).toBe('2026-04-01');
  });

  it('sends a guest who wants to deposit to register, and lets a signed-in player go on', () => {
    const store = createSessionStore({ signedIn: false });
    expect(store.getState().requestDeposit()).toBe(false);
    expect(store.getState().authModal).toMatchObject({ open: true, mode: 'register' });
    store.getState().signedIn('token');
    expect(store.getState().requestDeposit()).toBe(true);
    // Opening the dialog is the overlay stack's (use-deposit-request.test.tsx).
    expect(store.getState().authModal.open).toBe(false);
  });
});
