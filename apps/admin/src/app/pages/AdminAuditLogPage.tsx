import Typography from '@mui/material/Typography';
import { ADMIN_TEXT } from '../admin-messages';
import { AuditLog } from '../features/audit/AuditLog';
import { BackToDashboard } from '../features/layout/BackToDashboard';
import { AdminPage } from '../features/layout/AdminPage';

/** /admin-audit-log: every admin action on a client's account or document, newest first. */
export function AdminAuditLogPage() {
  return (
    <AdminPage title={ADMIN_TEXT.auditLogTitle} maxWidth="lg">
      <BackToDashboard />
      <Typography variant="pageTitle" component="h1" sx={{ color: 'primary.dark', mt: 1 }}>
        {ADMIN_TEXT.auditLogTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every view, download, print, share and e-mail of a client’s document, every amendment and
        every promotion: who, what, when and from where, newest first.
      </Typography>
      <AuditLog />
    </AdminPage>
  );
}
