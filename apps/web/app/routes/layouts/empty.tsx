import { Outlet } from 'react-router';

/** §2 "empty" layout: the page alone, without header or footer. */
export default function EmptyLayout() {
  return <Outlet />;
}
