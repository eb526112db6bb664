import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, type NdaSummary } from '@consult/domain';
import { DetailGrid } from '@consult/ui/documents';

interface NdaCardProps {
  nda: NdaSummary;
  onDownload: (nda: NdaSummary) => void;
  onDelete: (nda: NdaSummary) => void;
  busy: boolean;
}

/** One signed NDA in the list: agreement date, signer and address, and its actions (req DOCS-2). */
export function NdaCard({ nda, onDownload, onDelete, busy }: NdaCardProps) {
  const headingId = `nda-${nda.id}-heading`;
  const address = `${nda.companyAddress}, ${nda.companyCity}, ${nda.companyState} ${nda.companyZip}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}
    >
      <Typography variant="overline" color="secondary.dark" component="p">
        Mutual NDA · {nda.reference}
      </Typography>
      <Typography
        id={headingId}
        component="h2"
        variant="h5"
        sx={{ overflowWrap: 'anywhere', mb: 1.5 }}
      >
        {nda.companyName}
      </Typography>
      <DetailGrid columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}>
        <div>
          <dt>Agreement date</dt>
          <dd>{formatLongDate(nda.agreementDate)}</dd>
        </div>
        <div>
          <dt>Signer</dt>
          <dd>
            {nda.signerName}, {nda.signerTitle}
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{address}</dd>
        </div>
      </DetailGrid>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          mt: 2.5,
        }}
      >
        <Button
          component={RouterLink}
          to={`/mutual-nda/${nda.id}`}
          variant="contained"
          startIcon={<Visibility />}
          aria-label={`View NDA with ${nda.companyName}`}
        >
          View NDA
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => onDownload(nda)}
          disabled={busy}
          aria-label={`Download NDA with ${nda.companyName}`}
        >
          Download
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Delete />}
          onClick={() => onDelete(nda)}
          aria-label={`Delete NDA with ${nda.companyName}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
