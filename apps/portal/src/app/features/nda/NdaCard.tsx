import Button from '@mui/material/Button';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, type NdaSummary } from '@consult/domain';
import { DetailGrid, DocumentCard } from '@consult/ui/documents';

interface NdaCardProps {
  nda: NdaSummary;
  onDownload: (nda: NdaSummary) => void;
  onDelete: (nda: NdaSummary) => void;
  busy: boolean;
}

/** One signed NDA in the list: agreement date, signer and address, and its actions (req DOCS-2). */
export function NdaCard({ nda, onDownload, onDelete, busy }: NdaCardProps) {
  const address = `${nda.companyAddress}, ${nda.companyCity}, ${nda.companyState} ${nda.companyZip}`;
  const actions = (
    <>
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
    </>
  );
  return (
    <DocumentCard
      id={`nda-${nda.id}`}
      overline={`Mutual NDA · ${nda.reference}`}
      title={nda.companyName}
      titleVariant="h5"
      actions={actions}
    >
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
    </DocumentCard>
  );
}
