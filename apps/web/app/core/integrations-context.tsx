import { createContext, type ReactNode, use } from 'react';

/** Where the third-party widget scripts come from (the real services, or local stand-ins). */
export interface Integrations {
  googleScriptUrl: string;
  turnstileScriptUrl: string;
  /** The tenant's JivoChat widget script; null without live support (lib/live-support-script.ts). */
  liveSupportScriptUrl: string | null;
}

const IntegrationsContext = createContext<Integrations>({
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  turnstileScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  liveSupportScriptUrl: null,
});

export function IntegrationsProvider({
  value,
  children,
}: {
  value: Integrations;
  children: ReactNode;
}) {
  return <IntegrationsContext value={value}>{children}</IntegrationsContext>;
}

export function useIntegrations(): Integrations {
  return use(IntegrationsContext);
}
