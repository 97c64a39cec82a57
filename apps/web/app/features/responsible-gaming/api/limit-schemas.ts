// The contract's limit answers, widened to the time limit: the platform answers `kind: 'time'`
// (amounts in minutes) once it counts the time on the site (docs/design/responsible-gaming.md), and
// the page shows it without waiting for the contract to list it among the money kinds.
import {
  LIMIT_KINDS,
  limitStatusSchema,
  limitsResponseSchema,
} from '@vitrine/contract/responsible-gaming.ts';
import { z } from 'zod';

export const anyLimitStatusSchema = limitStatusSchema.extend({ kind: z.enum(LIMIT_KINDS) });
export type AnyLimitStatus = z.infer<typeof anyLimitStatusSchema>;

export const anyLimitsResponseSchema = limitsResponseSchema.extend({
  limits: z.array(anyLimitStatusSchema),
});
export type AnyLimitsResponse = z.infer<typeof anyLimitsResponseSchema>;
