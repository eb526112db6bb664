import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorMessage, errorStatus, useGetAdminUserQuery } from '@consult/api-client';
import type { AdminUserDetail } from '@consult/domain';
import { EmailAddress, UserAvatar, useToast } from '@consult/ui';
import { ADMIN_TEXT, ADMIN_TOASTS } from '../../admin-messages';
import { BackToDashboard } from '../layout/BackToDashboard';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { QueryErrorRedirect, redirectFor } from '../layout/QueryErrorRedirect';
import { useIsPhone } from '../layout/useIsPhone';
import { UnverifiedEmailChip } from '../dashboard/UnverifiedEmailChip';
import { UserBadges } from '../dashboard/UserBadges';
import { AgreementsTab } from './AgreementsTab';
import { NdasTab } from './NdasTab';
import { PaymentsTab } from './PaymentsTab';
import { ProfileTab } from './ProfileTab';
import { DETAIL_TABS, PANEL_ID, UserDetailTabs, tabId, type DetailTab } from './UserDetailTabs';

function Header({ user }: { user: AdminUserDetail }) {
  return (
    <Box>
      <BackToDashboard />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1.5 }}>
        <UserAvatar user={user} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="pageTitle" component="h1" sx={{ color: 'primary.dark' }}>
            {ADMIN_TEXT.userDetails}
          </Typography>
          <Typography
            sx={{ fontWeight: 600, color: 'secondary.dark', overflowWrap: 'anywhere' }}
            aria-label="Company"
          >
            {user.companyName || ADMIN_TEXT.noCompany}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        <Box component="strong">
          {user.firstName} {user.lastName}
        </Box>{' '}
        · <EmailAddress email={user.email} /> <UnverifiedEmailChip verified={user.emailVerified} />
      </Typography>
      <Box sx={{ mt: 1 }}>
        <UserBadges user={user} />
      </Box>
    </Box>
  );
}

/**
 * /admin-users/{id} (req DOCS-2): the header, and the tabs Profile, Agreements, Payments and
 * NDAs (the tab in the address, `?tab=`). 'User not found' and 'Error loading user: ...' screens
 * each have a way back.
 */
export function UserDetail({ id }: { id: number | null }) {
  const phone = useIsPhone();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as DetailTab | null;
  const tab: DetailTab = requested && DETAIL_TABS.includes(requested) ? requested : 'profile';
  // Each read is an audited view: not re-read when the window regains focus.
  const {
    data: user,
    error,
    isLoading,
  } = useGetAdminUserQuery(id ?? 0, {
    skip: id === null,
    refetchOnFocus: false,
  });
  const status = errorStatus(error);

  useEffect(() => {
    if (error && status !== 404 && !redirectFor(error))
      toast({
        title: ADMIN_TEXT.errorTitle,
        description: ADMIN_TOASTS.fetchUserFailed,
        variant: 'destructive',
      });
  }, [error, status, toast]);

  if (isLoading) return <CenteredSpinner label="Loading user" />;
  if (id === null || error || !user) {
    if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
    const notFound = id === null || status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BackToDashboard />
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>
            {notFound
              ? ADMIN_TEXT.userNotFound
              : ADMIN_TEXT.userError(errorMessage(error, ADMIN_TOASTS.fetchUserDataFailed))}
          </AlertTitle>
          {notFound
            ? 'There is no account with this id, or it has been deleted.'
            : 'Please try again in a moment.'}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Header user={user} />
      <UserDetailTabs
        value={tab}
        onChange={(next) =>
          setParams(next === 'profile' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
        phone={phone}
        counts={{
          agreements: user.agreements.length,
          payments: user.payments.length,
          ndas: user.ndas.length,
        }}
      />
      <Box
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {tab === 'profile' && <ProfileTab user={user} />}
        {tab === 'agreements' && <AgreementsTab agreements={user.agreements} />}
        {tab === 'payments' && (
          <PaymentsTab
            payments={user.payments}
            agreements={user.agreements}
            client={{ email: user.email, verified: user.emailVerified }}
          />
        )}
        {tab === 'ndas' && <NdasTab ndas={user.ndas} />}
      </Box>
    </Stack>
  );
}
