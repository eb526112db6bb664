import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner, NotFoundContent, RequireAdmin, RouterRoot } from '@consult/ui';
import { AdminLayout } from './features/layout/AdminPage';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminPromotePage } from './pages/AdminPromotePage';
import { AdminUserPage } from './pages/AdminUserPage';
import { FirstAdminPage } from './pages/FirstAdminPage';

const dashboard = <Navigate to="/admin-dashboard" replace />;

/**
 * The admin console's routes (req RULES-1). Every path, the 404 included, sits behind
 * RequireAdmin: the console is private, so an unknown address sends visitors to log in (or
 * non-admins to the marketing site) rather than confirming what exists. While the firm has no
 * admin at all, a signed-in visitor is shown how the first one is made (FirstAdminPage).
 *
 * - /admin-dashboard (/ and /admin/dashboard lead there), /admin-promote, /admin-users/{id}
 * - read-only views of any client's documents: /nda/{id}, /consulting-agreement/{id} (any
 *   version) and /payment-method/{id} (the invoice of a payment method)
 * - /consulting-agreement/{id}/edit: the firm's amendment (req RULES-2)
 * - /admin-audit-log: the audit log of admin actions
 *
 * The document views, the amendment form (they carry the document templates and the form
 * libraries) and the audit log load when first opened. One layout (AdminLayout: header and
 * footer) stays around every page.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RequireAdmin
        noAdminYet={
          <AdminLayout>
            <FirstAdminPage />
          </AdminLayout>
        }
      >
        <AdminLayout>
          <RouterRoot />
        </AdminLayout>
      </RequireAdmin>
    ),
    // Shown while a lazily loaded page opened directly (a shared link) loads.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: dashboard },
      { path: 'admin/dashboard', element: dashboard },
      { path: 'admin-dashboard', element: <AdminDashboardPage /> },
      { path: 'admin-promote', element: <AdminPromotePage /> },
      { path: 'admin-users/:id', element: <AdminUserPage /> },
      {
        path: 'admin-audit-log',
        lazy: () =>
          import('./pages/AdminAuditLogPage').then((m) => ({ Component: m.AdminAuditLogPage })),
      },
      {
        path: 'nda/:id',
        lazy: () => import('./pages/NdaViewPage').then((m) => ({ Component: m.NdaViewPage })),
      },
      {
        path: 'consulting-agreement/:id',
        lazy: () =>
          import('./pages/AgreementViewPage').then((m) => ({ Component: m.AgreementViewPage })),
      },
      {
        path: 'consulting-agreement/:id/edit',
        lazy: () =>
          import('./pages/AgreementAmendPage').then((m) => ({ Component: m.AgreementAmendPage })),
      },
      {
        path: 'payment-method/:id',
        lazy: () =>
          import('./pages/InvoiceViewPage').then((m) => ({ Component: m.InvoiceViewPage })),
      },
      {
        path: '*',
        element: (
          <NotFoundContent
            backLink={{ app: 'admin', to: '/admin-dashboard', label: 'Back to Dashboard' }}
          />
        ),
      },
    ],
  },
];
