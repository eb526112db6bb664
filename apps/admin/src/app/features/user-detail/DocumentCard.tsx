import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailGrid } from '@consult/ui/documents';

/** One document in a user detail tab: its title line, its details, its actions. */
export function DocumentCard({
  id,
  overline,
  title,
  chips,
  children,
  actions,
}: {
  id: string;
  overline: string;
  title: string;
  chips?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
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
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>{chips}</Box>
      </Box>
      <Typography
        id={`${id}-title`}
        component="h2"
        variant="h6"
        sx={{ color: 'primary.dark', overflowWrap: 'anywhere', mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
      <Box
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          flexWrap: 'wrap',
          gap: 1,
          mt: 2,
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        {actions}
      </Box>
    </Paper>
  );
}

/** Details of a document card: label and value pairs in up to three columns. */
export function CardDetails({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <DetailGrid columns={{ xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' }}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </DetailGrid>
  );
}

/** A tab with nothing in it: 'No agreements found' and the like. */
export function EmptyTab({ text }: { text: string }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: 5, border: 1, borderColor: 'divider', borderStyle: 'dashed', textAlign: 'center' }}
    >
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
