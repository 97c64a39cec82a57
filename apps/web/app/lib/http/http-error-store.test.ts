import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { httpErrorStoreCallbacks, useHttpErrorStore } from './http-error-store';

describe('useHttpErrorStore', () => {
  beforeEach(() => {
    useHttpErrorStore.setState({ current: null, networkFailures: 0 });
  });

  it('keeps the latest report as the current error until cleared', () => {
    const { report, clear } = useHttpErrorStore.getState();
    report({ kind: 'key', key: 'error_messages.500' });
    report({ kind: 'messages', messages: ['O e-mail já está em uso.'] });
    expect(useHttpErrorStore.getState().current).toEqual({
      kind: 'messages',
      messages: ['O e-mail já está em uso.'],
    });
    clear();
    expect(useHttpErrorStore.getState().current).toBeNull();
  });

  it('counts consecutive network failures and resets on a success', () => {
    httpErrorStoreCallbacks.onNetworkFailure?.();
    httpErrorStoreCallbacks.onNetworkFailure?.();
    expect(useHttpErrorStore.getState().networkFailures).toBe(2);
    httpErrorStoreCallbacks.onSuccess?.();
    expect(useHttpErrorStore.getState().networkFailures).toBe(0);
  });

  it('does not notify subscribers for a success when there was nothing to reset', () => {
    let notifications = 0;
    const unsubscribe = useHttpErrorStore.subscribe(() => {
      notifications += 1;
    });
    httpErrorStoreCallbacks.onSuccess?.();
    unsubscribe();
    expect(notifications).toBe(0);
  });

  it('stores reports sent through the client callbacks', () => {
    httpErrorStoreCallbacks.onError?.({ kind: 'object', value: { email: {} } });
    expect(useHttpErrorStore.getState().current).toEqual({
      kind: 'object',
      value: { email: {} },
    });
  });

  it('follows a client wired with its callbacks: failures counted, reset by a success', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{"message":"x"}', { status: 500 })),
      () => Promise.resolve(new Response('{}', { status: 200 })),
    ];
    const client = createHttpClient({
      baseUrl: 'https://api.demo.example',
      fetch: () => answers.shift()!(),
      getAuthToken: () => null,
      getGuestId: () => 'guest-0123456789abcdef',
      getLmcp: () => null,
      ...httpErrorStoreCallbacks,
    });
    await client.get('/a').catch(() => undefined);
    expect(useHttpErrorStore.getState().networkFailures).toBe(1);
    await client.get('/b').catch(() => undefined);
    expect(useHttpErrorStore.getState().current).toEqual({
      kind: 'key',
      key: 'error_messages.500',
    });
    await client.get('/c');
    expect(useHttpErrorStore.getState().networkFailures).toBe(0);
  });
});
