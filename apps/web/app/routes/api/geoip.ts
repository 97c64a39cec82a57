import { geoipFromHeaders } from '~/lib/geoip.server';
import type { Route } from './+types/geoip';

/** `GET /api/geoip`: the visitor's country from the CDN's headers; BR and 55 when unknown. */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(geoipFromHeaders(request.headers), {
    headers: { 'Cache-Control': 'private, no-store', Vary: '*' },
  });
}
