import Alert from '@mui/material/Alert';
import type { AgreementSummary } from '@consult/domain';
import { unsignedVersionText } from './agreement-messages';

/**
 * Where a signed version shows its signature evidence, a version the client never signed (a firm
 * proposal: awaiting, declined or withdrawn) says when it was proposed and what became of it. It
 * never says "Signed on" (docs/contracts-and-money.md).
 */
export function UnsignedVersionNotice({
  version,
}: {
  version: Pick<AgreementSummary, 'status' | 'proposedAt' | 'resolvedAt'>;
}) {
  return (
    <Alert
      component="section"
      role="region"
      aria-label="Signature record"
      severity={version.status === 'pending' ? 'warning' : 'info'}
    >
      {unsignedVersionText(version)}
    </Alert>
  );
}
