// zod's own code, for start-realtime.ts to evaluate in a task before the contract's schemas are
// built with it. The binding is one the contract uses, so the bundle keeps zod's one chunk.
import { z } from 'zod';

export const zodLoaded = typeof z.object === 'function';
