import { Fragment, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useGetAdminUsersQuery, useGetAuditLogQuery } from '@consult/api-client';
import {
  AUDIT_ACTIONS,
  type AdminUserListItem,
  type AuditAction,
  type AuditLogPage,
} from '@consult/domain';
import { ListState } from '@consult/ui';
import { ADMIN_TEXT } from '../../admin-messages';
import { fullName } from '../dashboard/dashboard-model';
import { ADMIN_ROUTES } from '../documents/document-links';
import { QueryErrorRedirect, redirectFor } from '../layout/QueryErrorRedirect';
import {
  AUDIT_ACTION_LABELS,
  auditDelivery,
  auditDetailParts,
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
 * An e-mail address that wraps, when it must, after its '@' or a dot and nowhere else (not at a
 * hyphen, not mid-word): each part is kept whole, with a break opportunity between the parts. The
 * longest part sets the narrowest the column may be.
 */
function WholeEmail({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?<=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {part}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

/** The filters in the address (`?action=&client=`), so a filtered log can be linked to. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const actionParam = params.get('action');
  const action = AUDIT_ACTIONS.find((known) => known === actionParam);
  const clientParam = Number(params.get('client'));
  const clientId = Number.isInteger(clientParam) && clientParam > 0 ? clientParam : undefined;
  const set = (name: 'action' | 'client', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    action,
    clientId,
    setAction: (value: AuditAction | undefined) => set('action', value),
    setClientId: (value: number | undefined) => set('client', value ? String(value) : undefined),
    clear: () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
  };
}

/** "Avery Lindqvist · Lindqvist Logistics · avery@lindqvist.example" */
const clientLabel = (user: AdminUserListItem) =>
  [fullName(user), user.companyName, user.email].filter(Boolean).join(' · ');

/** The action and client filters, above the table. */
function AuditFilters({ filters }: { filters: ReturnType<typeof useAuditFilters> }) {
  const { data: users = [], isLoading } = useGetAdminUsersQuery();
  const selected = users.find((user) => user.id === filters.clientId) ?? null;
  return (
    <Box
      role="search"
      aria-label="Filter the audit log"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 280px) minmax(260px, 420px) auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        select
        size="small"
        label="Action"
        value={filters.action ?? ''}
        onChange={(event) => filters.setAction((event.target.value as AuditAction) || undefined)}
      >
        <MenuItem value="">All actions</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={users}
        loading={isLoading}
        value={selected}
        onChange={(_event, user) => filters.setClientId(user?.id)}
        getOptionLabel={clientLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, user) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fullName(user)} · {user.companyName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <WholeEmail email={user.email} />
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Client"
            placeholder={
              filters.clientId && !selected ? `User #${filters.clientId}` : 'All clients'
            }
          />
        )}
      />
      {(filters.action || filters.clientId) && (
        <Button onClick={filters.clear} sx={{ justifySelf: 'start' }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

/**
 * The admin audit log (`GET /api/admin/audit-log`, req RULES-5): who did what to which client's
 * document, when and from where, newest first, a page at a time, of one action or about one
 * client when filtered (on the server). Each page is read afresh.
 */
export function AuditLog() {
  const filters = useAuditFilters();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AuditFilters filters={filters} />
      {/* Other filters start again from the newest page. */}
      <AuditLogPages
        key={`${filters.action ?? ''}|${filters.clientId ?? ''}`}
        action={filters.action}
        clientId={filters.clientId}
      />
    </Box>
  );
}

function AuditLogPages({ action, clientId }: { action?: AuditAction; clientId?: number }) {
  // The `before` cursor of each page shown so far; the first page has none.
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const before = cursors[cursors.length - 1];
  const query = useGetAuditLogQuery(
    { limit: AUDIT_PAGE_SIZE, before, action, clientId },
    { refetchOnMountOrArgChange: true },
  );
  const { data, error } = query;
  const page = cursors.length;
  const filtered = Boolean(action || clientId);

  if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
  return (
    <ListState
      query={query}
      loadingLabel="Loading the audit log"
      error={{ text: ADMIN_TEXT.auditLogError }}
      isEmpty={data?.entries.length === 0 && page === 1}
      empty={{ text: filtered ? ADMIN_TEXT.auditLogNoMatch : ADMIN_TEXT.auditLogEmpty }}
    >
      {data && (
        <AuditLogTable
          data={data}
          page={page}
          isFetching={query.isFetching}
          onNewer={() => setCursors((list) => list.slice(0, -1))}
          onOlder={() => setCursors((list) => [...list, data.nextBefore ?? undefined])}
        />
      )}
    </ListState>
  );
}

interface AuditLogTableProps {
  data: AuditLogPage;
  page: number;
  isFetching: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** One page of the log, newest first, and the way to the pages beside it. */
function AuditLogTable({ data, page, isFetching, onNewer, onOlder }: AuditLogTableProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy={isFetching}>
      <TableContainer component={Paper} elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
        <Table aria-label={ADMIN_TEXT.auditLogTitle} size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'background.default', py: 1.5 } }}>
              <TableCell>When, from where</TableCell>
              <TableCell>Admin</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.entries.map((entry) => {
              const target = auditTarget(entry);
              const delivery = auditDelivery(entry);
              const details = auditDetailParts(entry);
              return (
                <TableRow key={entry.id} hover sx={{ '& td': { verticalAlign: 'top', py: 1.25 } }}>
                  <TableCell>
                    <Box component="time" dateTime={entry.at} sx={{ whiteSpace: 'nowrap' }}>
                      {auditTime(entry.at)}
                    </Box>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      title={entry.userAgent}
                      sx={{
                        maxWidth: 190,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {entry.ipAddress} · {entry.userAgent}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <WholeEmail email={entry.actorEmail} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                    {target && (
                      <Box sx={{ whiteSpace: 'nowrap' }}>
                        {target.to ? (
                          <Link component={RouterLink} to={target.to} variant="body2">
                            {target.label}
                          </Link>
                        ) : (
                          target.label
                        )}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {entry.targetUserId !== null ? (
                      <>
                        {entry.client && (
                          <>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                              {entry.client.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {entry.client.companyName}
                            </Typography>
                          </>
                        )}
                        <Link
                          component={RouterLink}
                          to={ADMIN_ROUTES.user(entry.targetUserId)}
                          variant="body2"
                          // Its own line: on a touch screen its 44 px tap area takes room in the cell.
                          sx={{
                            whiteSpace: 'nowrap',
                            display: 'inline-flex',
                            alignItems: 'center',
                          }}
                        >
                          User #{entry.targetUserId}
                        </Link>
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                    {details.length === 0
                      ? '—'
                      : details.map(([key, value], index) => (
                          <Box component="span" key={key}>
                            {index > 0 && ' · '}
                            {key}: {value.includes('@') ? <WholeEmail email={value} /> : value}
                          </Box>
                        ))}
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
        <Button startIcon={<ChevronLeft />} disabled={page === 1 || isFetching} onClick={onNewer}>
          Newer
        </Button>
        <Typography variant="body2" color="text.secondary">
          Page {page}
        </Typography>
        <Button
          endIcon={<ChevronRight />}
          disabled={data.nextBefore === null || isFetching}
          onClick={onOlder}
        >
          Older
        </Button>
      </Box>
    </Box>
  );
}
