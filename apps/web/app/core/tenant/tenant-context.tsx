import { createContext, type ReactNode, use } from 'react';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';

/** What the shell knows about the brand serving this request. */
export interface TenantInfo {
  theme: SiteConfig;
  tenantName: string;
  logoUrl: string;
}

const TenantContext = createContext<TenantInfo | null>(null);

export function TenantProvider({ value, children }: { value: TenantInfo; children: ReactNode }) {
  return <TenantContext value={value}>{children}</TenantContext>;
}

export function useTenant(): TenantInfo {
  const tenant = use(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider> (set up by the root route)');
  return tenant;
}

/** For places that also render without a tenant (the error page when the theme is unknown). */
export function useOptionalTenant(): TenantInfo | null {
  return use(TenantContext);
}
