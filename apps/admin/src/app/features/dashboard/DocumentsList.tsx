import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { AdminDocumentEntry } from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { AgreementStatusChip } from '../documents/AgreementStatusChip';
import { DeletedByClientChip } from '../documents/DeletedByClientChip';
import { DocumentActionsMenu } from '../documents/DocumentActionsMenu';
import type { ClientAddress } from '../documents/MailDocumentDialog';
import { DocumentKindIcon } from '../documents/DocumentKindIcon';
import { ADMIN_ROUTES } from '../documents/document-links';
import { formatListDate } from '../documents/document-format';
import type { DashboardView } from './dashboard-model';

interface DocumentsListProps {
  documents: AdminDocumentEntry[];
  view: DashboardView;
  /** The client's e-mail address, where Share sends a document by default. */
  clientOf: (userId: number) => ClientAddress;
}

function ClientLink({ entry }: { entry: AdminDocumentEntry }) {
  return (
    <Link component={RouterLink} to={ADMIN_ROUTES.user(entry.userId)} underline="hover">
      {entry.userName}
    </Link>
  );
}

function DocumentRow({
  entry,
  clientOf,
}: {
  entry: AdminDocumentEntry;
  clientOf: DocumentsListProps['clientOf'];
}) {
  const headingId = `document-${entry.kind}-${entry.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        minWidth: 0,
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 40,
          height: 40,
          borderRadius: 1,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        <DocumentKindIcon kind={entry.kind} fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
            {entry.name} {entry.reference}
          </Typography>
          {entry.status && <AgreementStatusChip status={entry.status} />}
          <DeletedByClientChip kind={entry.kind} deletedAt={entry.deletedByClientAt} inMixedList />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <ClientLink entry={entry} /> · {entry.companyName || ADMIN_TEXT.noCompany}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatListDate(entry.date)}
        </Typography>
      </Box>
      <DocumentActionsMenu entry={entry} client={clientOf(entry.userId)} />
    </Paper>
  );
}

/**
 * The 'All Documents' tab (req DOCS-2): each document's type, client, company and date, with
 * View, Download, Print and Share; as cards or as a table. A signed document the client deleted
 * is listed too, marked "Deleted by the client on …" (docs/contracts-and-money.md).
 */
export function DocumentsList({ documents, view, clientOf }: DocumentsListProps) {
  if (view === 'cards') {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {documents.map((entry) => (
          <DocumentRow key={`${entry.kind}-${entry.id}`} entry={entry} clientOf={clientOf} />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
      <Table aria-label={ADMIN_TEXT.documentsTab} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'background.default' } }}>
            <TableCell>Document</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((entry) => (
            <TableRow key={`${entry.kind}-${entry.id}`} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <DocumentKindIcon kind={entry.kind} fontSize="small" color="primary" />
                  <span>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {entry.name}
                    </Box>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {entry.reference}
                    </Typography>
                  </span>
                </Box>
              </TableCell>
              <TableCell>
                <ClientLink entry={entry} />
              </TableCell>
              <TableCell>{entry.companyName || ADMIN_TEXT.noCompany}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatListDate(entry.date)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {entry.status && <AgreementStatusChip status={entry.status} />}
                  <DeletedByClientChip
                    kind={entry.kind}
                    deletedAt={entry.deletedByClientAt}
                    inMixedList
                  />
                </Box>
              </TableCell>
              <TableCell align="right">
                <DocumentActionsMenu entry={entry} client={clientOf(entry.userId)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
