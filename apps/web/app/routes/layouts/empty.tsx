import { Outlet } from 'react-router';
import { memoRoute } from '~/lib/memo-route';

/** §2 "empty" layout: the page alone, without header or footer. */
function EmptyLayout() {
  return <Outlet />;
}

export default memoRoute(EmptyLayout);
