import { createContext, type ReactNode, useContext } from 'react';

// The head's inline script that holds the browser's install offer (../model/held-install-offer).
// As with the stylesheet (components/layout/app-styles), the server hands its text in
// (entry.server.tsx) and the browser finds it already in the document: it is not in any bundle.

const ScriptTextContext = createContext<string | null>(null);

export function HeldInstallOfferProvider({
  script,
  children,
}: {
  script: string;
  children: ReactNode;
}) {
  return <ScriptTextContext.Provider value={script}>{children}</ScriptTextContext.Provider>;
}

const ID = 'held-install-offer';

export function HeldInstallOfferScript({ nonce }: { nonce: string | undefined }) {
  const serverText = useContext(ScriptTextContext);
  const text =
    serverText ??
    (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? ''));
  return (
    <script
      id={ID}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
