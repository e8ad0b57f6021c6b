import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { flags } from '@/lib/flags';
import { createRoutes } from './route-table/create-routes';

const router = createBrowserRouter(createRoutes(flags));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
