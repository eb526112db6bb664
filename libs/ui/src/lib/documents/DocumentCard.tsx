import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A document's buttons, on its card and on its page: two columns on a phone, one wrapping row from
 * `sm` on; a label never breaks inside its button.
 */
export const documentActionsSx = {
  display: { xs: 'grid', sm: 'flex' },
  gridTemplateColumns: '1fr 1fr',
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

export interface DocumentCardProps {
  /** Prefix of the title's and the overline's ids. */
  id: string;
  /** What the document is and its reference: "Mutual NDA · NDA-000042". */
  overline: ReactNode;
  /** The company, or what the card is about. */
  title: ReactNode;
  /** Status chips, at the end of the overline's row. */
  chips?: ReactNode;
  /** `h5` in the portal, where the card is the page's content; `h6` in the console's tabs. */
  titleVariant?: 'h5' | 'h6';
  children: ReactNode;
  /** The document's buttons: two columns on a phone, one row from `sm`. */
  actions: ReactNode;
}

/**
 * One document in a list, in the portal and the console: an article named by its title and its
 * overline, then its details and its actions.
 */
export function DocumentCard({
  id,
  overline,
  title,
  chips,
  titleVariant = 'h6',
  children,
  actions,
}: DocumentCardProps) {
  return (
    <Paper
      component="article"
      aria-labelledby={`${id}-title ${id}-overline`}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={`${id}-overline`} variant="overline" color="secondary.dark" component="p">
          {overline}
        </Typography>
        {chips && <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>{chips}</Box>}
      </Box>
      <Typography
        id={`${id}-title`}
        component="h2"
        variant={titleVariant}
        sx={{ color: 'primary.dark', overflowWrap: 'anywhere', mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
      <Box sx={{ ...documentActionsSx, mt: 2.5 }}>{actions}</Box>
    </Paper>
  );
}
