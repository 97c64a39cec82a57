import { z } from 'zod';

// §8: the Laravel-style error body every failing call answers with.
export const laravelErrorSchema = z
  .object({
    message: z.string().describe('Human-readable summary of the failure'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Validation messages keyed by field name'),
  })
  .meta({ id: 'LaravelError' });
export type LaravelError = z.infer<typeof laravelErrorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
