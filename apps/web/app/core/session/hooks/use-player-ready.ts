import { useSessionState } from '../session-context';

/**
 * Whether the API client holds a signed-in player's token yet: what a page's player queries wait
 * for. Light (no schemas), for pages whose first load must stay small; `usePlayerSession` adds
 * keeping a changed user.
 */
export function usePlayerReady(): boolean {
  const status = useSessionState((state) => state.status);
  const token = useSessionState((state) => state.token);
  return token !== null && status !== 'guest';
}
