import { afterEach, describe, expect, it } from 'vitest';
import { promptForRequiredLimits, registerLimitsRequiredPrompt } from './limits-required';

let unregister: (() => void) | null = null;
afterEach(() => unregister?.());

describe('asking for the required limits after a refusal', () => {
  it('opens the registered dialog at each refusal', () => {
    let opened = 0;
    unregister = registerLimitsRequiredPrompt(() => (opened += 1));
    promptForRequiredLimits();
    promptForRequiredLimits();
    expect(opened).toBe(2);
  });

  it('forgets a dialog once it unmounts', () => {
    let opened = 0;
    registerLimitsRequiredPrompt(() => (opened += 1))();
    promptForRequiredLimits();
    expect(opened).toBe(0);
  });
});
