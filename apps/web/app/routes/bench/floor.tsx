import { data } from 'react-router';
import { webEnv } from '~/lib/env.server';
import type { Route } from './+types/floor';
import { memoRoute } from '~/lib/memo-route';

/**
 * A benchmark fixture, not a product route (docs/performance.md): the benchmark's floor, the least
 * page this server can render (root document only), enabled only with VITRINE_BENCH=1 so
 * `npm run bench` (scripts/bench.mjs, at `/__floor`) can print every figure as a ratio to it.
 */
export function loader() {
  if (!webEnv().VITRINE_BENCH) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Floor' }];

function BenchFloor() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Floor</h1>
      <ul>
        {Array.from({ length: 24 }, (_, index) => (
          <li key={index}>Card {index + 1}</li>
        ))}
      </ul>
    </main>
  );
}

export default memoRoute(BenchFloor);
