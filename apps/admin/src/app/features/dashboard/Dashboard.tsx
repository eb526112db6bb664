import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorStatus, errorStatusText, useGetAdminUsersQuery } from '@consult/api-client';
import { useToast } from '@consult/ui';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { CenteredSpinner } from '../layout/CenteredSpinner';
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
  type DashboardTab,
  type DashboardView,
} from './dashboard-model';

/** 'Failed to fetch: 500 Internal Server Error' (spec 001 §8), or why no answer came. */
function fetchFailure(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) return 'Failed to fetch: the server could not be reached';
  return ADMIN_TOASTS.fetchUsersFailed(status, errorStatusText(error)).trim();
}

/**
 * The dashboard's users and documents (spec 001 §2, §4). Its state: the tab and the view (kept in
 * the address, so going back returns to them), the search text, and how many of each are shown.
 * Under 640 px the view is always cards.
 */
export function Dashboard() {
  const phone = useIsPhone();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const tab: DashboardTab = params.get('tab') === 'documents' ? 'documents' : 'users';
  const chosenView: DashboardView = params.get('view') === 'table' ? 'table' : 'cards';
  const view: DashboardView = phone ? 'cards' : chosenView;
  const [search, setSearch] = useState('');
  const [shownUsers, setShownUsers] = useState<number | null>(null);
  const [shownDocuments, setShownDocuments] = useState<number | null>(null);
  const { data: users, error, isLoading, isFetching, refetch } = useGetAdminUsersQuery();

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

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const usersShown = shownUsers ?? initialCount(view, phone);
  const documentsShown = shownDocuments ?? initialCount(view, phone);

  const body = () => {
    if (isLoading) return <CenteredSpinner label={ADMIN_TEXT.loadingUsers} />;
    if (error || !users) {
      if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{ADMIN_TEXT.usersError}</AlertTitle>
          {fetchFailure(error)}
        </Alert>
      );
    }
    return tab === 'users' ? (
      <UsersPanel
        users={filteredUsers}
        view={view}
        shown={usersShown}
        onShowMore={() => setShownUsers(usersShown + showMoreStep(view, phone))}
        query={search}
      />
    ) : (
      <DocumentsPanel
        documents={filteredDocuments}
        view={view}
        shown={documentsShown}
        onShowMore={() => setShownDocuments(documentsShown + showMoreStep(view, phone))}
        query={search}
        clientOf={(userId) => clients.get(userId) ?? { email: '', verified: false }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <DashboardToolbar
        search={search}
        onSearch={setSearch}
        view={view}
        onView={(next) => {
          setParam('view', next === 'table' ? 'table' : null);
          setShownUsers(null);
          setShownDocuments(null);
        }}
        phone={phone}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardTab) =>
            setParam('tab', next === 'documents' ? next : null)
          }
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
      >
        {users && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {tab === 'users'
              ? `${filteredUsers.length} of ${users.length} users`
              : `${filteredDocuments.length} documents`}
          </Typography>
        )}
        {body()}
      </Box>
    </Box>
  );
}
