import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { countOf, type AdminUserListItem } from '@consult/domain';
import { EmailAddress } from '@consult/ui';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';
import { UnverifiedEmailChip } from './UnverifiedEmailChip';
import { UserBadges } from './UserBadges';
import { fullName } from './dashboard-model';

const KIND_LABELS = [
  ['nda', 'NDA'],
  ['agreement', 'Agreement'],
  ['payment', 'Invoice'],
] as const;

/** "NDA, 2 Agreements, Invoice", or "None". */
export function documentCounts(user: AdminUserListItem): string {
  const documents = user.documents ?? [];
  const parts = KIND_LABELS.map(([kind, label]) => {
    const count = documents.filter((entry) => entry.kind === kind).length;
    if (count === 0) return null;
    return count === 1 ? label : countOf(count, label);
  }).filter(Boolean);
  return parts.length ? parts.join(', ') : 'None';
}

/** The users as a table (req DOCS-2): Company, Name, Email, Documents, Status, Actions. */
export function UsersTable({ users }: { users: AdminUserListItem[] }) {
  return (
    <TableContainer component={Paper} elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
      <Table aria-label={ADMIN_TEXT.usersTab} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'background.default' } }}>
            <TableCell>Company</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Documents</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover sx={{ '& td': { verticalAlign: 'top' } }}>
              <TableCell sx={{ minWidth: 140 }}>
                {user.companyName || (
                  <Typography component="span" color="text.disabled" variant="body2">
                    {ADMIN_TEXT.noCompany}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{fullName(user)}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 240 }}>
                <EmailAddress email={user.email} />
                {!user.emailVerified && (
                  <Box sx={{ mt: 0.5 }}>
                    <UnverifiedEmailChip verified={user.emailVerified} />
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>{documentCounts(user)}</TableCell>
              <TableCell>
                <UserBadges user={user} />
              </TableCell>
              <TableCell align="right">
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.user(user.id)}
                  size="small"
                  variant="outlined"
                  aria-label={`View Details of ${fullName(user)}, ${user.email}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {ADMIN_TEXT.viewDetails}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
