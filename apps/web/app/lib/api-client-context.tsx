import { createContext, type ReactNode, use } from 'react';
import type { HttpClient } from './http/http-client';

const ApiClientContext = createContext<HttpClient | null>(null);

/** The tenant API client for the components below (set up by the root route from the theme). */
export function ApiClientProvider({
  client,
  children,
}: {
  client: HttpClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): HttpClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs an <ApiClientProvider>');
  return client;
}
