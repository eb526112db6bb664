import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailListProps {
  /** Each term with its description, in order. */
  items: ReadonlyArray<{ term: string; description: ReactNode; mono?: boolean }>;
}

/**
 * A definition list: terms beside their descriptions, stacked on a phone. Long values (a file
 * name, a fingerprint) wrap anywhere rather than widen the page.
 */
export function DetailList({ items }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {items.map(({ term, description, mono }) => (
        <Fragment key={term}>
          <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              ...(mono && { fontFamily: 'monospace', fontSize: 'body2.fontSize', lineHeight: 1.6 }),
            }}
          >
            {description}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
