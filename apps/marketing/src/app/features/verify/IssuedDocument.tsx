import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_FIRM,
  formatLongDate,
  type VerifiedDocument,
  type VerifiedDocumentStatus,
} from '@consult/domain';
import { DetailList } from './DetailList';
import { ResultAlert } from './ResultAlert';

const STANDING: Record<VerifiedDocumentStatus, string> = {
  current: 'current',
  superseded: 'superseded by a newer version',
  withdrawn: 'withdrawn by the client',
};

/** "Version 2 · current"; an NDA has one version only, so it says just whether it stands. */
function versionText({ kind, version, status }: VerifiedDocument): string {
  return kind === 'nda' ? STANDING[status] : `Version ${version} · ${STANDING[status]}`;
}

/** The answer for a PDF the firm issued: what it is, who signed it and whether it is still in force. */
export function IssuedDocument({ document }: { document: VerifiedDocument }) {
  const { title, reference, signedOn, signer, status } = document;
  return (
    <ResultAlert severity="success" title={`Issued by ${DEFAULT_FIRM.name}`}>
      <DetailList
        items={[
          { term: 'Document', description: title },
          { term: 'Reference', description: reference },
          { term: 'Version', description: versionText(document) },
          {
            term: 'Signed',
            description: `${formatLongDate(signedOn)} by ${signer.name}, ${signer.company}`,
          },
        ]}
      />
      {status === 'superseded' && (
        <Typography sx={{ mt: 2 }}>
          A newer version of this agreement has since been signed; this copy is genuine but no
          longer the one in force.
        </Typography>
      )}
      {status === 'withdrawn' && (
        <Typography sx={{ mt: 2 }}>
          This copy is genuine, but the client has since withdrawn the document from their account.
          To learn where it stands,{' '}
          <Link component={RouterLink} to="/contact" underline="always">
            contact us
          </Link>
          .
        </Typography>
      )}
    </ResultAlert>
  );
}
