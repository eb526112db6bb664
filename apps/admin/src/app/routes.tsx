import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RequireAdmin, RouterRoot } from '@consult/ui';
import { ADMIN_HEADER } from './admin-header';
import { AdminDashboardPage } from './pages/AdminDashboardPage';

const dashboard = <Navigate to="/admin-dashboard" replace />;

/**
 * The admin console's routes (DECISIONS §1). Every path, the 404 included, sits behind
 * RequireAdmin: the console is private, so an unknown address sends visitors to log in (or
 * non-admins to the marketing site) rather than confirming what exists. /admin-promote,
 * /admin-users/:id and the document views slot in beside the dashboard.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAdmin>
        <RouterRoot />
      </RequireAdmin>
    ),
    children: [
      { index: true, element: dashboard },
      { path: 'admin/dashboard', element: dashboard },
      { path: 'admin-dashboard', element: <AdminDashboardPage /> },
      {
        path: '*',
        element: (
          <NotFoundPage
            header={ADMIN_HEADER}
            backLink={{ app: 'admin', to: '/admin-dashboard', label: 'Back to Dashboard' }}
          />
        ),
      },
    ],
  },
];
