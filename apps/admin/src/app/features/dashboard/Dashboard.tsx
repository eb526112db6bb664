import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { errorStatus, errorStatusText, useGetAdminUsersQuery } from '@consult/api-client';
import { countOf } from '@consult/domain';
import { ListState, useToast } from '@consult/ui';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { QueryErrorRedirect, redirectFor } from '../layout/QueryErrorRedirect';
import { useIsPhone } from '../layout/useIsPhone';
import { DashboardToolbar } from './DashboardToolbar';
import { DocumentsPanel } from './DocumentsPanel';
import { UsersPanel } from './UsersPanel';
import {
  allDocuments,
  filterDocuments,
  filterUsers,
  initialCount,
  showMoreStep,
  type DashboardView,
} from './dashboard-model';
import {
  readDashboardState,
  rememberDashboard,
  writeDashboardState,
  type DashboardState,
} from './dashboard-state';

/** 'Failed to fetch: 500 Internal Server Error' (req DOCS-8), or why no answer came. */
function fetchFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) return 'Failed to fetch: the server could not be reached';
  return ADMIN_TOASTS.fetchUsersFailed(status, errorStatusText(error)).trim();
}

/**
 * The dashboard's users and documents (req DOCS-2, DOCS-4). Its state (the tab, the view, the
 * expanded card, how many are shown and the search text) is kept in the address, so the browser's
 * Back, 'Back to Dashboard' and a reload return to it (dashboard-state.ts). Under 640 px the view
 * is always cards.
 */
export function Dashboard() {
  const phone = useIsPhone();
  const { toast } = useToast();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = readDashboardState(params);
  const { tab, expanded, shownUsers, shownDocuments } = state;
  const view: DashboardView = phone ? 'cards' : state.view;
  // The field answers each key at once; the address follows (it is read when the page mounts).
  const [search, setSearch] = useState(state.search);
  const query = useGetAdminUsersQuery();
  const { data: users, error, isLoading } = query;

  useEffect(() => rememberDashboard(location.search), [location.search]);

  const filteredUsers = useMemo(() => filterUsers(users ?? [], search), [users, search]);
  const filteredDocuments = useMemo(
    () => filterDocuments(allDocuments(users ?? []), search),
    [users, search],
  );
  const clients = useMemo(
    () =>
      new Map(
        (users ?? []).map((user) => [user.id, { email: user.email, verified: user.emailVerified }]),
      ),
    [users],
  );

  useEffect(() => {
    if (error && !redirectFor(error))
      toast({
        title: ADMIN_TEXT.errorTitle,
        description: fetchFailure(error),
        variant: 'destructive',
      });
  }, [error, toast]);

  // The address the last change asked for, until the router renders it: the router renders in a
  // transition, so a click right after another (or a key typed) must build on that one, not on
  // the address of the last render.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  const update = (change: Partial<DashboardState>) => {
    const next = writeDashboardState(pending.current ?? params, change);
    pending.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const usersShown = shownUsers ?? initialCount(view, phone);
  const documentsShown = shownDocuments ?? initialCount(view, phone);

  const body = () => {
    if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
    return (
      <ListState
        query={query}
        loadingLabel={ADMIN_TEXT.loadingUsers}
        error={{ title: ADMIN_TEXT.usersError, text: fetchFailure(error) }}
      >
        {tab === 'users' ? (
          <UsersPanel
            users={filteredUsers}
            view={view}
            shown={usersShown}
            onShowMore={() => update({ shownUsers: usersShown + showMoreStep(view, phone) })}
            expandedId={expanded}
            onToggle={(id) => update({ expanded: expanded === id ? null : id })}
            query={search}
          />
        ) : (
          <DocumentsPanel
            documents={filteredDocuments}
            view={view}
            shown={documentsShown}
            onShowMore={() =>
              update({ shownDocuments: documentsShown + showMoreStep(view, phone) })
            }
            query={search}
            clientOf={(userId) => clients.get(userId) ?? { email: '', verified: false }}
          />
        )}
      </ListState>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <DashboardToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          update({ search: text });
        }}
        view={view}
        onView={(next) => update({ view: next, shownUsers: null, shownDocuments: null })}
        phone={phone}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardState['tab']) => update({ tab: next })}
          variant={phone ? 'fullWidth' : 'standard'}
          aria-label="Dashboard"
        >
          <Tab
            value="users"
            label={ADMIN_TEXT.usersTab}
            id="dashboard-tab-users"
            aria-controls="dashboard-panel"
          />
          <Tab
            value="documents"
            label={ADMIN_TEXT.documentsTab}
            id="dashboard-tab-documents"
            aria-controls="dashboard-panel"
          />
        </Tabs>
      </Box>
      <Box
        id="dashboard-panel"
        role="tabpanel"
        aria-labelledby={`dashboard-tab-${tab}`}
        aria-busy={isLoading}
        sx={{ minWidth: 0 }}
      >
        {users && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {tab === 'users'
              ? `${filteredUsers.length} of ${countOf(users.length, 'user')}`
              : countOf(filteredDocuments.length, 'document')}
          </Typography>
        )}
        {body()}
      </Box>
    </Box>
  );
}
