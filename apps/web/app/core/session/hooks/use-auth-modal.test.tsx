import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUserOf, testUser } from '~/test/fixtures';
import { renderAppHook } from '~/test/render-app';
import { useSessionActions } from '../session-context';
import { useAuthModal } from './use-auth-modal';

const useModalAndSignIn = () => ({ modal: useAuthModal(), actions: useSessionActions() });

describe('useAuthModal', () => {
  it('opens the login modal only for a guest, and only when it is not already open', () => {
    const { result, authModal } = renderAppHook(useModalAndSignIn);
    let opened: boolean[] = [];
    act(() => {
      opened = [
        result.current.modal.openModal('register'),
        result.current.modal.openModal('login'),
      ];
    });
    expect(opened).toEqual([true, false]);
    expect(authModal()).toMatchObject({ open: true, mode: 'register', source: 'asked' });
    act(() => result.current.modal.switchMode('recovery'));
    expect(result.current.modal).toMatchObject({ open: true, mode: 'recovery' });
    act(() => result.current.modal.closeModal());
    expect(authModal().open).toBe(false);
  });

  it('opens nothing for a signed-in player', () => {
    const { result, authModal } = renderAppHook(useAuthModal, { player: testUser() });
    let opened = true;
    act(() => {
      opened = result.current.openModal('login');
    });
    expect(opened).toBe(false);
    expect(authModal().open).toBe(false);
  });

  it('keeps where to go after signing in, and closes on the sign-in', () => {
    const { result, authModal, session } = renderAppHook(useModalAndSignIn);
    act(() => void result.current.modal.openModal('login', '/user', 'prompt'));
    expect(authModal()).toEqual({
      open: true,
      mode: 'login',
      source: 'prompt',
      redirectTo: '/user',
    });
    act(() =>
      result.current.actions.completeSignIn({ token: 't', user: sessionUserOf(testUser()) }),
    );
    expect(authModal().open).toBe(false);
    expect(session().getState().token).toBe('t');
  });
});
