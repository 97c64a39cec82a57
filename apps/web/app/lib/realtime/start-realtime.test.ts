import { describe, expect, it, vi } from 'vitest';
import { loadEventSchemas, schemaQueue } from './start-realtime';

type Schemas = Awaited<ReturnType<typeof loadEventSchemas>>;

/** A load the test settles, and what it has built so far (as `builtEventSchemas` says). */
function deferred() {
  let resolve!: (schemas: Schemas) => void;
  let reject!: (cause: unknown) => void;
  let built: Schemas | null = null;
  const promise = new Promise<Schemas>((res, rej) => {
    resolve = res;
    reject = rej;
  }).then((schemas) => (built = schemas));
  return { promise, resolve, reject, built: () => built };
}

describe('schemaQueue', () => {
  it('builds nothing until an event needs the schemas, then keeps the order things came in', async () => {
    const pending = deferred();
    const load = vi.fn(() => pending.promise);
    const queue = schemaQueue(() => {}, load, pending.built);
    const order: string[] = [];
    queue.inTurn(() => order.push('closed before any event'));
    expect(load).not.toHaveBeenCalled();

    queue.withSchemas(() => order.push('first event'));
    queue.inTurn(() => order.push('closed'));
    queue.withSchemas(() => order.push('second event'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['closed before any event']);

    pending.resolve(await loadEventSchemas());
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(['closed before any event', 'first event', 'closed', 'second event']);
    queue.withSchemas(() => order.push('later event'));
    expect(order.at(-1)).toBe('later event');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports schemas that cannot load, drops the events that waited, and tries again', async () => {
    const first = deferred();
    const load = vi.fn(() => first.promise);
    const unavailable = vi.fn();
    let built: Schemas | null = null;
    const queue = schemaQueue(unavailable, load, () => built);
    const order: string[] = [];
    queue.withSchemas(() => order.push('event'));
    queue.inTurn(() => order.push('closed'));
    first.reject(new Error('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['closed']);

    load.mockImplementation(() => loadEventSchemas().then((schemas) => (built = schemas)));
    queue.withSchemas(() => order.push('next event'));
    await vi.waitFor(() => expect(order).toEqual(['closed', 'next event']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("parses with the contract's schemas", async () => {
    const { parsers, presenceInfo } = await loadEventSchemas();
    expect(parsers.BalanceUpdated({ balance: '10,00' })).toBeNull();
    expect(presenceInfo({ name: 'Ana', avatar: null })).toEqual({ name: 'Ana', avatar: null });
    expect(presenceInfo({ name: 3 })).toBeNull();
  });
});
