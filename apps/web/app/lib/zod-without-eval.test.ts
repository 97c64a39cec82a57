import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_WITHOUT_EVAL_SCRIPT } from './zod-without-eval';

/** Runs the inline script with `scope` as its globalThis. */
function runScript(scope: object) {
  new Function('globalThis', ZOD_WITHOUT_EVAL_SCRIPT)(scope);
}

describe('ZOD_WITHOUT_EVAL_SCRIPT', () => {
  it("turns on zod's jitless mode whether zod has loaded or not", () => {
    const before: Record<string, unknown> = {};
    runScript(before);
    expect(before.__zod_globalConfig).toEqual({ jitless: true });

    const config = { locale: 'x' };
    const after = { __zod_globalConfig: config };
    runScript(after);
    expect(after.__zod_globalConfig).toBe(config);
    expect(config).toEqual({ locale: 'x', jitless: true });
  });

  it('sets the configuration zod itself reads', () => {
    const { jitless } = z.config();
    runScript(globalThis);
    expect(z.config().jitless).toBe(true);
    z.config({ jitless });
  });
});
