import Description from '@mui/icons-material/Description';
import Handshake from '@mui/icons-material/Handshake';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AdminDocumentKind } from '@consult/domain';

/** The icon of a kind of document: NDA, consulting agreement, payment invoice. */
export function DocumentKindIcon({ kind, ...props }: { kind: AdminDocumentKind } & SvgIconProps) {
  if (kind === 'nda') return <Handshake {...props} />;
  if (kind === 'agreement') return <Description {...props} />;
  return <ReceiptLong {...props} />;
}
