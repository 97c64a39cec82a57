import { timestamp } from 'drizzle-orm/pg-core';

// Columns every schema file repeats. No table lives here; the tenant's column is beside `tenants`.

/** Every time the platform stores is a `timestamptz`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: the database's clock unless the code gives one. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();
