import { act } from '@testing-library/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createRoutesStub, useLocation } from 'react-router';

/**
 * A router at `path` whose page is `ui`, with stub `routes` (each shows `page <route>`). The page's
 * element lives outside the router, so `showPage` can change it under the same providers, and
 * `location()` says where the router is now (path and query).
 */
export function createTestRouter(
  ui: ReactNode,
  path: string,
  routes: string[],
  /** The page's route pattern, when it is not `path` itself (a splat: `/sportsbook/*`). */
  pagePath?: string,
) {
  const location = { current: '' };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = pathname + search;
    return null;
  }
  const page = { ui, listeners: new Set<() => void>() };
  const subscribe = (listener: () => void) => {
    page.listeners.add(listener);
    return () => page.listeners.delete(listener);
  };
  function Page() {
    const current = useSyncExternalStore(subscribe, () => page.ui);
    return (
      <>
        {current}
        <LocationProbe />
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: pagePath ?? path.split('?')[0] ?? '/', Component: Page },
    ...routes.map((route) => ({
      path: route,
      Component: () => (
        <>
          <p>page {route}</p>
          <LocationProbe />
        </>
      ),
    })),
  ]);
  return {
    router: <Stub initialEntries={[path]} />,
    location: () => location.current,
    showPage(next: ReactNode) {
      act(() => {
        page.ui = next;
        for (const listener of page.listeners) listener();
      });
    },
  };
}
