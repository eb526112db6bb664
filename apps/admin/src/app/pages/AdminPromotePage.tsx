import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BackToDashboard } from '../features/layout/BackToDashboard';
import { AdminPage } from '../features/layout/AdminPage';
import { PromoteForm } from '../features/promote/PromoteForm';

/** /admin-promote (req DOCS-2): make another account an admin. */
export function AdminPromotePage() {
  return (
    <AdminPage title="Promote to Admin" maxWidth="sm">
      <BackToDashboard />
      <Paper
        elevation={0}
        sx={{ mt: 1.5, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}
      >
        <Typography variant="pageTitleCompact" component="h1" sx={{ color: 'primary.dark', mb: 1 }}>
          Promote to Admin
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          An admin sees every client and their documents, and can promote others. The account’s next
          request carries the role; its owner logs out and back in to see the console.
        </Typography>
        <PromoteForm />
      </Paper>
    </AdminPage>
  );
}
