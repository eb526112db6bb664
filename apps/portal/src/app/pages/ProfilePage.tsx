import Container from '@mui/material/Container';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { ProfileOverview } from '../features/profile/ProfileOverview';

export function ProfilePage() {
  return (
    <PageLayout>
      <title>{`Your Profile — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <ProfileOverview />
      </Container>
    </PageLayout>
  );
}
