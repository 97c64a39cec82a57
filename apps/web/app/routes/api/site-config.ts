import { siteConfigQuerySchema } from '@vitrine/contract/site-config.ts';
import {
  laravelValidationErrors,
  validationLocaleFor,
  validationMessage,
} from '@vitrine/contract/validation/message-key.ts';
import { findMalformedInput } from '@vitrine/contract/validation/text-input.ts';
import { refreshTenant } from '~/core/tenant/server/resolve-tenant.server';
import type { Route } from './+types/site-config';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** `GET /api/site-config?domain=&t=`: the theme for a host, never cached (§7). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const query = Object.fromEntries(url.searchParams);
  const parsed = siteConfigQuerySchema.safeParse(query, { reportInput: true });
  // A NUL byte or a 10 KB domain is the caller's mistake: the 422 of §8 naming the field, before
  // the registry is asked, rather than the "maintenance" (503) its refusal would become.
  const malformed = findMalformedInput(query);
  if (malformed !== null || !parsed.success) {
    const issues = malformed
      ? [{ path: malformed.path, message: validationMessage('validation.malformed_text') }]
      : (parsed.error?.issues ?? []);
    const errors = laravelValidationErrors(
      issues,
      validationLocaleFor(request.headers.get('accept-language')),
    );
    const [message = ''] = Object.values(errors).flat();
    return Response.json({ message, errors }, { status: 422, headers: NO_STORE });
  }
  const host = parsed.data.domain.toLowerCase().replace(/:\d+$/, '');
  const state = await refreshTenant(host);
  switch (state.status) {
    case 'not-found':
      return Response.json(
        { message: 'Plataforma não encontrada' },
        { status: 404, headers: NO_STORE },
      );
    case 'maintenance':
      return state.theme
        ? Response.json(state.theme, { headers: NO_STORE })
        : Response.json({ message: 'Manutenção Programada' }, { status: 503, headers: NO_STORE });
    case 'ok':
      return Response.json(state.theme, { headers: NO_STORE });
  }
}
