import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { NdaList } from '../features/nda/NdaList';

/** /signed-ndas: the client's signed NDAs (req DOCS-2). */
export function SignedNdasPage() {
  return (
    <PageLayout>
      <title>{`Signed NDAs — ${DEFAULT_FIRM.name}`}</title>
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
            Signed NDAs
          </Typography>
          <Button
            component={RouterLink}
            to="/mutual-nda"
            variant="contained"
            size="large"
            startIcon={<Add />}
          >
            Create New NDA
          </Button>
        </Box>
        <NdaList />
      </Container>
    </PageLayout>
  );
}
