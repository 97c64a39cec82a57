// A storm: many requests sent at once, to make concurrent requests race. Its figures (requests,
// answers by call and status, time) are printed when STORM_REPORT=1, so that a run on PGlite and
// one on PostgreSQL (`npm run test:postgres`) can be compared and quoted.
import { performance } from 'node:perf_hooks';
import { testDatabaseKind } from './test-database.ts';

export type Send<Answer> = () => Promise<Answer>;

/** The same call `count` times (each sending builds its own request). */
export const repeated = <Answer>(count: number, send: Send<Answer>): Send<Answer>[] =>
  Array.from({ length: count }, () => send);

/**
 * Sends every call of every kind at once, the kinds taken in turn (the first of each kind, then
 * the second…), and answers each kind's answers in its calls' order.
 */
export async function storm<Kind extends string, Answer extends { statusCode: number }>(
  name: string,
  calls: Record<Kind, readonly Send<Answer>[]>,
): Promise<(kind: Kind) => Answer[]> {
  const lists = Object.entries<readonly Send<Answer>[]>(calls);
  const longest = Math.max(0, ...lists.map(([, sends]) => sends.length));
  const order = Array.from({ length: longest }, (_, index) =>
    lists.flatMap(([kind, sends]) => sends.slice(index, index + 1).map((send) => ({ kind, send }))),
  ).flat();

  const started = performance.now();
  const answers = await Promise.all(order.map(({ send }) => send()));
  const elapsed = performance.now() - started;

  const byKind = new Map<string, Answer[]>();
  order.forEach(({ kind }, index) => {
    const answer = answers[index];
    if (answer) byKind.set(kind, [...(byKind.get(kind) ?? []), answer]);
  });
  if (process.env.STORM_REPORT === '1') reportStorm(name, byKind, order.length, elapsed);
  return (kind) => byKind.get(kind) ?? [];
}

function reportStorm(
  name: string,
  byKind: ReadonlyMap<string, readonly { statusCode: number }[]>,
  requests: number,
  elapsed: number,
) {
  const tally = [...byKind].flatMap(([kind, answers]) => {
    const statuses = new Map<number, number>();
    for (const { statusCode } of answers)
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    return [...statuses].map(([status, times]) => `${kind} ${status} ×${times}`);
  });
  console.info(
    `storm "${name}" on ${testDatabaseKind}: ${requests} requests in ${Math.round(elapsed)} ms (${tally.join(', ')})`,
  );
}
