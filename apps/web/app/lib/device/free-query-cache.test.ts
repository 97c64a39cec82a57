import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { freeUnusedQueries } from './free-query-cache';

const KEEP = [['session'], ['wallet']] as const;

describe('freeing the query cache', () => {
  const queryClient = new QueryClient();
  afterEach(() => queryClient.clear());

  it('removes the answers no screen uses and keeps those on screen', async () => {
    queryClient.setQueryData(['casino', 'games', 'earlier'], ['earlier']);
    await queryClient.prefetchQuery({ queryKey: ['casino', 'games', 'shown'], queryFn: () => [] });
    // A screen showing it: an observer subscribed to the query.
    const shown = new QueryObserver(queryClient, {
      queryKey: ['casino', 'games', 'shown'],
      queryFn: () => ['shown'],
    });
    const unsubscribe = shown.subscribe(() => {});

    expect(freeUnusedQueries(queryClient, KEEP)).toBe(1);
    expect(queryClient.getQueryData(['casino', 'games', 'earlier'])).toBeUndefined();
    expect(queryClient.getQueryData(['casino', 'games', 'shown'])).toBeDefined();
    unsubscribe();
  });

  it("never touches the player's session or wallet", () => {
    queryClient.setQueryData(['session', 'me'], { id: 1 });
    queryClient.setQueryData(['wallet', 'balance'], { balance: 100 });
    queryClient.setQueryData(['wallet', 'transactions', {}], { pages: [] });

    expect(freeUnusedQueries(queryClient, KEEP)).toBe(0);
    expect(queryClient.getQueryData(['session', 'me'])).toEqual({ id: 1 });
    expect(queryClient.getQueryData(['wallet', 'balance'])).toEqual({ balance: 100 });
  });

  it('keeps state the page built itself (a skipToken query cannot be fetched again)', () => {
    const feed = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['bet-feed', 'feed'],
      queryFn: skipToken,
    });
    feed.setData({ lines: ['a bet'] });

    expect(freeUnusedQueries(queryClient, KEEP)).toBe(0);
    expect(queryClient.getQueryData(['bet-feed', 'feed'])).toEqual({ lines: ['a bet'] });
  });

  it('leaves a query that is fetching alone', async () => {
    let answer: (value: string[]) => void = () => {};
    const loading = queryClient.prefetchQuery({
      queryKey: ['casino', 'providers'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });

    expect(freeUnusedQueries(queryClient, KEEP)).toBe(0);
    answer(['provider']);
    await loading;
    expect(queryClient.getQueryData(['casino', 'providers'])).toEqual(['provider']);
  });
});
