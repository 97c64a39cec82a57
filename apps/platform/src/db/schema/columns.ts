import { serial, timestamp } from 'drizzle-orm/pg-core';

// Columns every schema file repeats. No table lives here; the tenant's columns are beside `tenants`,
// the player's beside `users`.

/** Every time the platform stores is a `timestamptz`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own number, from its table's sequence. */
export const idColumn = () => serial('id').primaryKey();

/** When the row was written: the database's clock unless the code gives one. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: the database's clock unless the code gives one. */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();
