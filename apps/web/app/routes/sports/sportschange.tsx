import type { Route } from './+types/sportschange';
import { sportsEntryRedirect } from './sports-experience-gate.server';
import { memoRoute } from '~/lib/memo-route';

/**
 * §2 `/sportschange`, read as "the entry that sends a player to whichever sports experience the
 * brand has" (docs/product/sportsbook.md "§2 Sports routes"): Betby's `/sportsbook` when
 * `betby.active`, the provider's `/sports` when `hasSports`, otherwise a 404. Links that mean
 * "sports", whatever the brand, can point here.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const entry = await sportsEntryRedirect(request, url);
  if (entry) throw entry;
  return null;
}

function SportsChange() {
  return null;
}

export default memoRoute(SportsChange);
