import Chip from '@mui/material/Chip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { AdminDocumentKind } from '@consult/domain';
import { deletedByClientText } from './document-format';

/**
 * "Deleted by the client on …": a signed NDA or agreement the client removed from their portal.
 * The firm keeps it (docs/contracts-and-money.md), so it stays listed, viewable and downloadable;
 * the mark says so in words, with an icon, not by colour alone.
 */
export function DeletedByClientChip({
  kind,
  deletedAt,
  inMixedList = false,
}: {
  kind: AdminDocumentKind;
  deletedAt: string | null | undefined;
  /** Shown in a list of several kinds: the list's one date format. */
  inMixedList?: boolean;
}) {
  if (!deletedAt) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<DeleteOutline />}
      label={deletedByClientText(kind, deletedAt, inMixedList)}
      sx={{
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal' },
        height: 'auto',
        minHeight: 24,
      }}
    />
  );
}
