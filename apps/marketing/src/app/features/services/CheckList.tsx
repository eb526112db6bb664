import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';

export interface CheckListProps {
  items: readonly string[];
  /** Two columns on wide screens, for short items. */
  columns?: 1 | 2;
}

/** A bulleted list with check marks: deliverables, the clients a service suits. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        columnGap: 4,
        rowGap: 1.75,
        gridTemplateColumns: columns === 2 ? { xs: '1fr', md: 'repeat(2, 1fr)' } : '1fr',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CheckCircleOutlineOutlined
            aria-hidden
            sx={{ color: 'secondary.dark', mt: '2px', flexShrink: 0 }}
          />
          <Typography sx={{ lineHeight: 1.65 }}>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
