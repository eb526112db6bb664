import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { NdaForm } from '../features/nda/NdaForm';
import { initialNdaValues } from '../features/nda/nda-schema';
import { useProfile } from '../features/profile/useProfile';

/** /mutual-nda: read and sign the firm's mutual NDA (req DOCS-2). */
export function MutualNdaPage() {
  const { user, data: profile, isLoading } = useProfile();
  return (
    <PageLayout>
      <title>{`Sign the Mutual NDA — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="pageTitle" component="h1" sx={{ mb: 1 }}>
          Mutual Non-Disclosure Agreement
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Before we discuss your business in detail, we both promise to keep what we learn
          confidential. Check your details, read the agreement, then sign it here.
        </Typography>
        {isLoading || !user ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading your details" />
          </Box>
        ) : (
          <NdaForm initialValues={initialNdaValues(user, profile)} />
        )}
      </Container>
    </PageLayout>
  );
}
