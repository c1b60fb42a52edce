import { Outlet } from 'react-router';
import { useMarkFirstScreenPainted } from '../first-screen';
import { useDocumentTitle } from './use-document-title';

/** Top of the tree: keeps the browser tab title in step with every route, signed in or not. */
export function RootRoute() {
  useDocumentTitle();
  useMarkFirstScreenPainted();
  return <Outlet />;
}
