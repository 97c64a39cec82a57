import { afterEach, describe, expect, it } from 'vitest';
import { confirmSession, registerSessionConfirmer } from './session-confirmation';

let unregister: (() => void) | null = null;
afterEach(() => unregister?.());

describe('asking for the password of an idle session', () => {
  it('fails the call when no dialog is there to ask (on the server, before it loads)', async () => {
    expect(await confirmSession()).toBe(false);
  });

  it('asks once for calls refused together, and again for a later one', async () => {
    const answers: ((confirmed: boolean) => void)[] = [];
    unregister = registerSessionConfirmer(
      () => new Promise<boolean>((resolve) => answers.push(resolve)),
    );
    const deposit = confirmSession();
    const token = confirmSession();
    expect(answers).toHaveLength(1);
    answers[0]?.(true);
    expect(await Promise.all([deposit, token])).toEqual([true, true]);
    const later = confirmSession();
    expect(answers).toHaveLength(2);
    answers[1]?.(false);
    expect(await later).toBe(false);
  });

  it('forgets a dialog once it unmounts', async () => {
    registerSessionConfirmer(() => Promise.resolve(true))();
    expect(await confirmSession()).toBe(false);
  });
});
