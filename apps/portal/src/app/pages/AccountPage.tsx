import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { ChangePasswordForm } from '../features/account/ChangePasswordForm';
import { SessionList } from '../features/account/SessionList';
import { SectionCard } from '../features/profile/SectionCard';

/** /account: the client's password and the sessions signed in to the account (issue 17). */
export function AccountPage() {
  return (
    <PageLayout>
      <title>{`Account & Security — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="pageTitle" component="h1" sx={{ mb: 1 }}>
          Account &amp; Security
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Change your password and see where your account is signed in.
        </Typography>
        <Stack spacing={3}>
          <SectionCard title="Change Password">
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard title="Where You Are Signed In">
            <SessionList />
          </SectionCard>
        </Stack>
      </Container>
    </PageLayout>
  );
}
