import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useGetAuditLogQuery } from '@consult/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { QueryErrorRedirect, redirectFor } from '../layout/QueryErrorRedirect';
import {
  AUDIT_ACTION_LABELS,
  auditDelivery,
  auditDetail,
  auditTarget,
  auditTime,
} from './audit-labels';

export const AUDIT_PAGE_SIZE = 25;

/** Text colours of a delivery line (dark shades: readable on white at 12 px). */
const DELIVERY_COLORS = {
  success: 'success.dark',
  warning: 'warning.dark',
  error: 'error.dark',
  info: 'text.secondary',
} as const;

/**
 * The admin audit log (`GET /api/admin/audit-log`, DECISIONS §5): who did what to which client's
 * document, when and from where, newest first, a page at a time. Each page is read afresh.
 */
export function AuditLog() {
  // The `before` cursor of each page shown so far; the first page has none.
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const before = cursors[cursors.length - 1];
  const { data, error, isLoading, isFetching, refetch } = useGetAuditLogQuery(
    { limit: AUDIT_PAGE_SIZE, before },
    { refetchOnMountOrArgChange: true },
  );
  const page = cursors.length;

  if (isLoading) return <CenteredSpinner label="Loading the audit log" />;
  if (error || !data) {
    if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {ADMIN_TEXT.auditLogError}
      </Alert>
    );
  }
  if (data.entries.length === 0 && page === 1) {
    return <Typography color="text.secondary">{ADMIN_TEXT.auditLogEmpty}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy={isFetching}>
      <TableContainer component={Paper} elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
        <Table aria-label={ADMIN_TEXT.auditLogTitle} size="small" sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'background.default', py: 1.5 } }}>
              <TableCell>When</TableCell>
              <TableCell>Admin</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>About</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>From</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.entries.map((entry) => {
              const target = auditTarget(entry);
              const delivery = auditDelivery(entry);
              return (
                <TableRow key={entry.id} hover sx={{ '& td': { verticalAlign: 'top', py: 1.25 } }}>
                  <TableCell sx={{ minWidth: 110 }}>
                    <time dateTime={entry.at}>{auditTime(entry.at)}</time>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                    {entry.actorEmail}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {target?.to ? (
                      <Link component={RouterLink} to={target.to}>
                        {target.label}
                      </Link>
                    ) : (
                      (target?.label ?? '—')
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.targetUserId !== null ? (
                      <Link component={RouterLink} to={ADMIN_ROUTES.user(entry.targetUserId)}>
                        User #{entry.targetUserId}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {entry.ipAddress}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      title={entry.userAgent}
                      sx={{
                        maxWidth: 130,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {entry.userAgent}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', fontSize: 13, minWidth: 200 }}>
                    {auditDetail(entry) || '—'}
                    {delivery && (
                      <Typography
                        variant="caption"
                        component="div"
                        sx={{
                          mt: 0.5,
                          fontWeight: 600,
                          color: DELIVERY_COLORS[delivery.severity],
                        }}
                      >
                        {delivery.text}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box
        component="nav"
        aria-label="Audit log pages"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Button
          startIcon={<ChevronLeft />}
          disabled={page === 1 || isFetching}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          Newer
        </Button>
        <Typography variant="body2" color="text.secondary">
          Page {page}
        </Typography>
        <Button
          endIcon={<ChevronRight />}
          disabled={data.nextBefore === null || isFetching}
          onClick={() => setCursors((list) => [...list, data.nextBefore ?? undefined])}
        >
          Older
        </Button>
      </Box>
    </Box>
  );
}
