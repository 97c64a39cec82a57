import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseZodWithoutEval } from './zod-without-eval';

describe('parseZodWithoutEval', () => {
  it("turns on zod's jitless mode whether zod has loaded or not", () => {
    const before: Record<string, unknown> = {};
    parseZodWithoutEval(before);
    expect(before.__zod_globalConfig).toEqual({ jitless: true });

    const config = { locale: 'x' };
    const after = { __zod_globalConfig: config };
    parseZodWithoutEval(after);
    expect(after.__zod_globalConfig).toBe(config);
    expect(config).toEqual({ locale: 'x', jitless: true });
  });

  it('is the configuration zod itself reads', () => {
    const jitless = z.config().jitless;
    parseZodWithoutEval();
    expect(z.config().jitless).toBe(true);
    z.config({ jitless });
  });
});
