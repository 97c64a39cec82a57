import { type ComponentType, memo } from 'react';
import { shallow } from 'zustand/vanilla/shallow';

/**
 * A route's component that renders again only when its own route props change (decision 024).
 *
 * React Router renders every route component again whenever its state object changes, with a new
 * `params` object each time: after hydration, when it learns the routes of the page's links
 * (`/__manifest`, decision 021), and at each step of a navigation. Without this every element of
 * the page rendered and committed again. Hooks (`useLocation`, `useNavigation`, stores) still
 * update the component as before; only a render with the same props is skipped.
 */
export function memoRoute<P extends object>(Component: ComponentType<P>) {
  return memo(Component, sameRouteProps);
}

/** `params` compared by its entries, every other prop (loader data, matches) by identity. */
export function sameRouteProps(previous: object, next: object): boolean {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (Object.keys(before).length !== keys.length) return false;
  return keys.every((key) =>
    key === 'params' ? shallow(before[key], after[key]) : Object.is(before[key], after[key]),
  );
}
