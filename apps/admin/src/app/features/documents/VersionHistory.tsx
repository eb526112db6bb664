import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents, type AgreementVersionEntry } from '@consult/domain';
import { AgreementStatusChip } from './AgreementStatusChip';
import { ADMIN_ROUTES } from './document-links';
import { formatMomentDate } from './document-format';

const on = (moment: string | null) =>
  moment ? ` on ${formatMomentDate('agreement', moment)}` : '';

/**
 * When a version got its status, in words: a signed version says when the client signed it; a
 * proposal, when the firm proposed it; a declined or withdrawn one, when that happened. Only a
 * version the client signed ever says "Signed".
 */
export function versionDateText(entry: AgreementVersionEntry): string {
  switch (entry.status) {
    case 'pending':
      return `Proposed${on(entry.proposedAt)}`;
    case 'declined':
      return `Declined by the client${on(entry.resolvedAt)}`;
    case 'withdrawn':
      return `Withdrawn by the firm${on(entry.resolvedAt)}`;
    default:
      return entry.clientSignedAt
        ? `Signed${on(entry.clientSignedAt)}`
        : `Proposed${on(entry.proposedAt)}`;
  }
}

/**
 * An agreement's versions, oldest first (docs/contracts-and-money.md): each with its status (In
 * force, Proposed, Declined, Withdrawn, Superseded), its date, its grand total and a link to its
 * read-only view. One version a line that wraps, so a phone never scrolls sideways.
 */
export function VersionHistory({
  history,
  reference,
  currentId,
  framed = false,
}: {
  history: AgreementVersionEntry[] | undefined;
  /** The agreement's reference ("CA-000042"), naming the list. */
  reference: string;
  /** The version on screen, marked rather than linked. */
  currentId?: number;
  /** On a page of its own, framed like the page's other sections; in a card, flush. */
  framed?: boolean;
}) {
  if (!history?.length) return null;
  return (
    <Box
      component="section"
      aria-label={`Version history of ${reference}`}
      sx={
        framed
          ? { p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }
          : { mt: 2, minWidth: 0 }
      }
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Version history
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {history.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            aria-current={entry.id === currentId ? 'page' : undefined}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              fontSize: 'body2.fontSize',
            }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              Version {entry.version}
            </Box>
            <AgreementStatusChip status={entry.status} />
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {versionDateText(entry)}
            </Box>
            <Box component="span">Total {formatCents(entry.grandTotalCents)}</Box>
            <Box component="span" sx={{ ml: { sm: 'auto' } }}>
              {entry.id === currentId ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Shown here
                </Box>
              ) : (
                <Link
                  component={RouterLink}
                  to={ADMIN_ROUTES.agreement(entry.id)}
                  underline="hover"
                  aria-label={`View version ${entry.version} of ${reference}`}
                >
                  View
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
