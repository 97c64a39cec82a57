import { describe, expect, it } from 'vitest';
import { createOverlayStack } from './overlay-stack';

describe('overlay stack', () => {
  it('shows nothing until an overlay asks', () => {
    expect(createOverlayStack().getState().active).toBeNull();
  });

  it('shows the 18+ question before a dialog the URL asked for, whatever asked first', () => {
    const stack = createOverlayStack();
    stack.getState().request('login', 'asked');
    expect(stack.getState().active).toBe('login');
    stack.getState().request('age-gate', 'gate');
    expect(stack.getState().active).toBe('age-gate');
    stack.getState().release('age-gate');
    expect(stack.getState().active).toBe('login');
  });

  it('keeps a prompt waiting behind a dialog the player opened, then shows it', () => {
    const stack = createOverlayStack();
    stack.getState().request('language', 'asked');
    stack.getState().request('registration-prompt', 'prompt');
    expect(stack.getState().active).toBe('language');
    stack.getState().release('language');
    expect(stack.getState().active).toBe('registration-prompt');
  });

  it('serves equals in the order they asked: the rest wait in line', () => {
    const stack = createOverlayStack();
    stack.getState().request('last-game', 'prompt');
    stack.getState().request('push', 'prompt');
    stack.getState().request('install', 'prompt');
    expect(stack.getState().active).toBe('last-game');
    stack.getState().release('last-game');
    expect(stack.getState().active).toBe('push');
    stack.getState().release('install');
    stack.getState().release('push');
    expect(stack.getState().active).toBeNull();
  });

  it('asking again changes the priority but keeps the place in line', () => {
    const stack = createOverlayStack();
    stack.getState().request('a', 'prompt');
    stack.getState().request('b', 'asked');
    stack.getState().request('a', 'asked');
    expect(stack.getState().active).toBe('a');
    expect(stack.getState().requests).toHaveLength(2);
  });

  it('ignores the release of an overlay that never asked', () => {
    const stack = createOverlayStack();
    stack.getState().request('a', 'asked');
    const before = stack.getState();
    stack.getState().release('nobody');
    expect(stack.getState()).toBe(before);
  });

  it('holds which dialogs were opened from elsewhere in the page, once each', () => {
    const stack = createOverlayStack();
    expect(stack.getState().open('deposit')).toBe(true);
    expect(stack.getState().open('deposit')).toBe(false);
    expect(stack.getState().opened).toEqual({ deposit: {} });
    const before = stack.getState();
    stack.getState().close('nobody');
    expect(stack.getState()).toBe(before);
    stack.getState().close('deposit');
    expect(stack.getState().opened).toEqual({});
  });

  it('keeps what a dialog was opened with until it closes, and opens nothing on an update', () => {
    const stack = createOverlayStack();
    stack.getState().update('auth', { mode: 'login' });
    expect(stack.getState().opened).toEqual({});
    stack.getState().open('auth', { mode: 'register', redirectTo: '/account' });
    // A second opening while it is open changes nothing: the first one's options stand.
    stack.getState().open('auth', { mode: 'login' });
    stack.getState().update('auth', { mode: 'recovery' });
    expect(stack.getState().opened).toEqual({ auth: { mode: 'recovery', redirectTo: '/account' } });
    stack.getState().close('auth');
    expect(stack.getState().opened).toEqual({});
  });
});
