import { createContext, type ReactNode, useContext } from 'react';

// The document's CSP nonce (docs/decisions/008), for the few inline scripts the app renders itself
// (the tag manager's bootstrap). Only the server has one: in the browser those scripts have already
// run, and hydration does not compare a script's nonce.

const CspNonceContext = createContext<string | undefined>(undefined);

export function CspNonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <CspNonceContext.Provider value={nonce}>{children}</CspNonceContext.Provider>;
}

/** The nonce of the document being rendered on the server; undefined in the browser. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
