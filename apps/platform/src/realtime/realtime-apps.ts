export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
}

/** Who the server serves: one app per tenant, looked up by key (sockets) or id (HTTP API). */
export interface RealtimeAppDirectory {
  byKey(key: string): Promise<RealtimeApp | undefined>;
  byId(id: string): Promise<RealtimeApp | undefined>;
}

/** A fixed list of apps: tests, and a single-tenant set-up read from the environment. */
export function staticAppDirectory(apps: readonly RealtimeApp[]): RealtimeAppDirectory {
  const byKey = new Map(apps.map((app) => [app.key, app]));
  const byId = new Map(apps.map((app) => [app.id, app]));
  return {
    byKey: async (key) => byKey.get(key),
    byId: async (id) => byId.get(id),
  };
}
