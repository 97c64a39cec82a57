import { readServerSession } from '~/core/session/model/session-persistence';
import { tenantApi } from '~/core/tenant/server/tenant-api.server';
import { AUTH_COOKIES, readCookie } from '~/lib/storage';

/**
 * The tenant API as the visitor of this request: with the player's token when the cookies carry a
 * session (favourites marked, their own lists), as a guest otherwise. `viewer` names who the data
 * belongs to, so the browser uses it only for the same visitor.
 */
export async function casinoViewer(request: Request) {
  const cookie = request.headers.get('cookie');
  const session = readServerSession(cookie);
  const token = session ? readCookie(cookie, AUTH_COOKIES.token) : null;
  const api = await tenantApi(request, { authToken: token });
  return { api, viewer: session ? `user-${session.user.id}` : 'guest' };
}

/** A loader's data must not fail the page: a list that could not load is fetched again in the browser. */
export async function orNull<T>(load: () => Promise<T>, event: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', event, message: String(error) }));
    return null;
  }
}
