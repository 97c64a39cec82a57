import { createContext, type ReactNode, use } from 'react';

/**
 * What the casino needs from the session, handed in by the route that composes it (a feature does
 * not read another feature): who is looking, whether the API client holds their token, their liked
 * games, and how to ask a guest to sign in.
 */
export interface CasinoSession {
  /** 'guest' or the player's id: part of every per-viewer cache key. */
  viewer: string;
  signedIn: boolean;
  /** The API client sends the player's token (queries of signed-in lists wait for it). */
  ready: boolean;
  /** §3 User.user_likes: the server's liked set. */
  userLikes: readonly number[] | null;
  /** Opens the login (register for a first visit) for a guest who tried a player's action. */
  requestSignIn: () => void;
  /** Keeps the session's user current after the server changed its liked set. */
  onUserLikes: (userLikes: number[]) => void;
}

const guestSession: CasinoSession = {
  viewer: 'guest',
  signedIn: false,
  ready: true,
  userLikes: null,
  requestSignIn: () => undefined,
  onUserLikes: () => undefined,
};

const CasinoSessionContext = createContext<CasinoSession>(guestSession);

export function CasinoSessionProvider({
  value,
  children,
}: {
  value: CasinoSession;
  children: ReactNode;
}) {
  return <CasinoSessionContext value={value}>{children}</CasinoSessionContext>;
}

export function useCasinoSession(): CasinoSession {
  return use(CasinoSessionContext);
}
