import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUtcTimestamp } from '@consult/documents';
import { DetailGrid } from '@consult/ui/documents';
import type { SignatureEvidence } from '@consult/domain';

interface SignedRecord {
  signerName: string;
  signerTitle: string;
  typedSignature: string;
  /** Null for a version the client has not signed (the firm's proposal). */
  signature: SignatureEvidence | null;
  consent: { version: string; acceptedAt: string } | null;
  /** When the firm proposed it (amendments only). */
  proposedAt?: string | null;
  /** An agreement version's status: a declined or withdrawn proposal will never be signed. */
  status?: string;
}

const SECTION_SX = { p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' } as const;

/** The "Signature record" section around what is known of the client's signature. */
function RecordSection({ children, headingGap }: { children: ReactNode; headingGap: number }) {
  return (
    <Paper
      component="section"
      aria-labelledby="signature-record-heading"
      elevation={0}
      sx={SECTION_SX}
    >
      <Typography id="signature-record-heading" component="h2" variant="h6" sx={{ mb: headingGap }}>
        Signature record
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The client's signature evidence (req RULES-4), as the document's certificate lists it. A
 * version the client has not signed says so, and when the firm proposed it: never "Signed".
 */
export function SignatureDetails({ record }: { record: SignedRecord }) {
  const { signature, consent } = record;
  if (!signature) {
    return (
      <RecordSection headingGap={1}>
        <Typography sx={{ fontWeight: 600 }}>
          {record.status === 'declined' || record.status === 'withdrawn'
            ? 'Never signed by the client'
            : 'Not yet signed by the client'}
        </Typography>
        {record.proposedAt && (
          <Typography color="text.secondary">
            Proposed on {formatUtcTimestamp(record.proposedAt)}
          </Typography>
        )}
      </RecordSection>
    );
  }
  const rows: Array<[string, string, boolean?]> = [
    ['Signed by', `${record.signerName}, ${record.signerTitle}`],
    ['Typed signature', record.typedSignature],
    ['Signed at', formatUtcTimestamp(signature.signedAt)],
    ['IP address', signature.ipAddress || 'Not recorded'],
    ['Browser (user agent)', signature.userAgent || 'Not sent'],
    ...(consent
      ? ([
          [
            'Electronic records disclosure',
            `Version ${consent.version}, accepted ${formatUtcTimestamp(consent.acceptedAt)}`,
          ],
        ] as Array<[string, string]>)
      : []),
    ['Document hash (SHA-256)', signature.documentHash, true],
  ];
  return (
    <RecordSection headingGap={1.5}>
      <DetailGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
        {rows.map(([label, value, mono]) => (
          <Box key={label} sx={{ gridColumn: label.length > 20 || mono ? '1 / -1' : undefined }}>
            <dt>{label}</dt>
            <Box
              component="dd"
              sx={
                mono
                  ? { fontFamily: 'monospace', fontSize: 'body2.fontSize', wordBreak: 'break-all' }
                  : {}
              }
            >
              {value}
            </Box>
          </Box>
        ))}
      </DetailGrid>
    </RecordSection>
  );
}
