import { isbot } from 'isbot';
import { data } from 'react-router';
import { notFoundData } from '~/features/errors/model/error-page';
import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import type { Route } from './+types/not-found';
import { memoRoute } from '~/lib/memo-route';

/** Any path no route claims: a 404 rendered by the error page. */
export async function loader({ request, url }: Route.LoaderArgs) {
  // When the site itself is not serving, the root route's answer (503 / 404 screen) stands.
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return null;
  const path = url.pathname;
  if (isbot(request.headers.get('user-agent'))) {
    // §2: for crawlers the error is only reported.
    console.warn(JSON.stringify({ level: 'warn', event: 'crawler_not_found', path }));
  }
  throw data(notFoundData(path), { status: 404 });
}

function NotFound() {
  return null;
}

export default memoRoute(NotFound);
