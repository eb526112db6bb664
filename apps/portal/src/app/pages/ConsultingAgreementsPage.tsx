import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { AgreementList } from '../features/agreement/AgreementList';
import { AGREEMENT_SCREENS } from '../features/agreement/agreement-messages';

/** /consulting-agreements: the client's consulting agreements (req DOCS-2). */
export function ConsultingAgreementsPage() {
  return (
    <PageLayout>
      <title>{`Consulting Agreements — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
          }}
        >
          <Typography variant="pageTitle" component="h1">
            Consulting Agreements
          </Typography>
          <Button
            component={RouterLink}
            to="/consulting-agreement"
            variant="contained"
            size="large"
            startIcon={<Add />}
          >
            {AGREEMENT_SCREENS.createNew}
          </Button>
        </Box>
        <AgreementList />
      </Container>
    </PageLayout>
  );
}
