import { data, redirect } from 'react-router';
import { notFoundData } from '~/features/errors/model/error-page';
import {
  type SportsExperience,
  sportsPath,
  sportsExperience,
} from '~/features/sportsbook/model/sports-experience';
import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import { localeFromPath, localizePath } from '~/core/i18n/config';

/**
 * A sports page's gate: a 404 unless the brand's sports experience is `experience`. When the site
 * itself is not serving, the root route's answer (maintenance / not-found screen) stands.
 */
export async function requireSportsExperience(
  request: Request,
  url: URL,
  experience: NonNullable<SportsExperience>,
): Promise<void> {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return;
  if (sportsExperience(state.theme) !== experience) {
    throw data(notFoundData(url.pathname), { status: 404 });
  }
}

/** `/sportschange`: a redirect to the brand's sports experience, in the page's language; or a 404. */
export async function sportsEntryRedirect(request: Request, url: URL): Promise<Response | null> {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return null;
  const path = sportsPath(state.theme);
  if (!path) throw data(notFoundData(url.pathname), { status: 404 });
  return redirect(localizePath(path, localeFromPath(url.pathname)));
}
