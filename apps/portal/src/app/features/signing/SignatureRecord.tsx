import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUtcTimestamp } from '@consult/documents';
import type { SignatureEvidence } from '@consult/domain';

/** What a signed document's response carries about its signing (an NDA, an agreement). */
export interface SignedDocumentRecord {
  signerName: string;
  signerTitle: string;
  typedSignature: string;
  signature: SignatureEvidence;
  consent: { version: string; acceptedAt: string } | null;
}

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{
          m: 0,
          overflowWrap: 'anywhere',
          ...(mono
            ? { fontFamily: 'monospace', fontSize: 'body2.fontSize', wordBreak: 'break-all' }
            : {}),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The signature evidence of a signed document (req RULES-4), as its certificate lists it. */
export function SignatureRecord({ record }: { record: SignedDocumentRecord }) {
  const { signature, consent } = record;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Row label="Signed by">
        {record.signerName}, {record.signerTitle}
      </Row>
      <Row label="Typed signature">{record.typedSignature}</Row>
      <Row label="Signed at">
        <time dateTime={signature.signedAt}>{formatUtcTimestamp(signature.signedAt)}</time>
      </Row>
      <Row label="IP address">{signature.ipAddress}</Row>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Row label="Browser (user agent)">{signature.userAgent || 'Not sent'}</Row>
      </Box>
      {consent && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Row label="Electronic records disclosure">
            Version {consent.version}, accepted {formatUtcTimestamp(consent.acceptedAt)}
          </Row>
        </Box>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Row label="Document hash (SHA-256)" mono>
          {signature.documentHash}
        </Row>
      </Box>
    </Box>
  );
}
