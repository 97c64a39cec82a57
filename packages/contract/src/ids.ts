// Ids a client sends back (games, players, documents). Plain constant and one zod schema: light.
import { z } from 'zod';

/**
 * The largest id: ids are PostgreSQL `serial`s (32-bit). A larger number names nothing, and asking
 * the database for it is an "out of range" error, not "not found", so it is refused up front.
 */
export const MAX_ID = 2_147_483_647;

/** A positive id as a JSON number. */
export const idNumberSchema = z.number().int().positive().max(MAX_ID);
