import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents, type AgreementVersionEntry } from '@consult/domain';
import { AgreementStatusChip } from './AgreementStatusChip';
import { versionDatesText } from './agreement-messages';

/**
 * An agreement's version history (docs/contracts-and-money.md), oldest first: each version with
 * its status (in force, proposed, declined, withdrawn, superseded), when it was signed or proposed,
 * its grand total, and a link to it. One line per version on a wide screen; wrapped on a phone.
 */
export function AgreementHistory({
  history,
  currentId,
}: {
  history: readonly AgreementVersionEntry[];
  /** The version on screen. */
  currentId: number;
}) {
  if (history.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="agreement-history-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="agreement-history-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Version history
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.map((entry) => {
          const current = entry.id === currentId;
          return (
            <Box
              component="li"
              key={entry.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.5,
                py: 1,
                minWidth: 0,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
                ...(current ? { fontWeight: 700 } : {}),
              }}
            >
              <Link
                component={RouterLink}
                to={`/consulting-agreement/${entry.id}`}
                aria-current={current ? 'page' : undefined}
                sx={{ fontWeight: 'inherit', whiteSpace: 'nowrap' }}
              >
                Version {entry.version}
              </Link>
              <AgreementStatusChip status={entry.status} />
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {versionDatesText(entry)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, ml: 'auto' }}>
                {formatCents(entry.grandTotalCents)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
