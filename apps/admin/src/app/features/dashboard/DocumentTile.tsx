import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  ADMIN_DOCUMENT_NAMES,
  dashboardEntryId,
  type AdminDocumentEntry,
  type AdminDocumentKind,
} from '@consult/domain';
import { DocumentActionsMenu } from '../documents/DocumentActionsMenu';
import type { ClientAddress } from '../documents/MailDocumentDialog';
import { DocumentKindIcon } from '../documents/DocumentKindIcon';
import { deletedByClientText, formatListDate } from '../documents/document-format';

interface DocumentTileProps {
  userId: number;
  kind: AdminDocumentKind;
  /** The user's newest document of this kind; none when they have not signed or set one up. */
  entry: AdminDocumentEntry | undefined;
  client: ClientAddress;
}

/**
 * One of a user card's three document tiles (req DOCS-2, DOCS-3): Mutual NDA, Consulting Agreement,
 * Payment Invoice, with its menu. Its id is the dashboard's (user id × 100 + 1, 2 or 3). A signed
 * document the client deleted stays here, marked (the firm keeps it).
 */
export function DocumentTile({ userId, kind, entry, client }: DocumentTileProps) {
  const tileId = `document-tile-${dashboardEntryId(userId, kind)}`;
  const name = ADMIN_DOCUMENT_NAMES[kind];
  return (
    <Paper
      id={tileId}
      role="group"
      aria-labelledby={`${tileId}-name`}
      elevation={0}
      sx={(theme) => ({
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        bgcolor: entry ? 'background.paper' : 'background.default',
        '& .tile-icon': {
          color: entry ? 'primary.main' : 'text.disabled',
          bgcolor: alpha(theme.palette.primary.main, entry ? 0.08 : 0.03),
        },
      })}
    >
      <Box
        className="tile-icon"
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <DocumentKindIcon kind={kind} fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={`${tileId}-name`} sx={{ fontWeight: 600, fontSize: 15 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry ? `${entry.reference} · ${formatListDate(entry.date)}` : 'Not on file'}
        </Typography>
        {entry?.deletedByClientAt && (
          <Typography
            variant="body2"
            color="warning.dark"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <DeleteOutline fontSize="inherit" aria-hidden />
            {deletedByClientText(kind, entry.deletedByClientAt, true)}
          </Typography>
        )}
      </Box>
      {entry && <DocumentActionsMenu entry={entry} client={client} />}
    </Paper>
  );
}
