import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DetailGrid } from '@consult/ui/documents';

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
