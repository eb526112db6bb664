import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { ContentPoint } from '@consult/content';
import { IconTile } from '../cards/IconTile';

/** A service's benefits: a list of titled points, two columns on wide screens. */
export function BenefitGrid({ benefits }: { benefits: readonly ContentPoint[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {benefits.map((benefit) => (
        <Box
          component="li"
          key={benefit.title}
          sx={(theme) => ({
            display: 'flex',
            gap: 2,
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            bgcolor: 'background.default',
            border: `1px solid ${theme.palette.divider}`,
          })}
        >
          <IconTile size={40}>
            <TaskAltOutlined />
          </IconTile>
          <Box>
            <Typography variant="titleSm" component="h3" sx={{ color: 'primary.dark', mb: 0.75 }}>
              {benefit.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
              {benefit.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
