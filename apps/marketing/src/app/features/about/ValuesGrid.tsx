import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { IconTile } from '../cards/IconTile';
import { FIRM_VALUES, type ValueIcon } from './about-content';

const ICONS: Record<ValueIcon, ComponentType<SvgIconProps>> = {
  integrity: BalanceOutlined,
  partnership: PeopleAltOutlined,
  evidence: QueryStatsOutlined,
  results: InsightsOutlined,
  discretion: LockOutlined,
};

/** The firm's values: icon, title and a sentence or two each. */
export function ValuesGrid() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' },
        // Wide screens: three values on the first row, two on the second, both rows full.
        '& > li': { gridColumn: { lg: 'span 2' } },
        '& > li:nth-of-type(n + 4)': { gridColumn: { lg: 'span 3' } },
      }}
    >
      {FIRM_VALUES.map((value) => {
        const Icon = ICONS[value.icon];
        return (
          <Box
            component="li"
            key={value.title}
            sx={(theme) => ({
              p: { xs: 3, md: 3.5 },
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: `1px solid ${theme.palette.divider}`,
            })}
          >
            <IconTile size={44} marginBottom={2}>
              <Icon />
            </IconTile>
            <Typography variant="titleSm" component="h3" sx={{ color: 'primary.dark', mb: 1 }}>
              {value.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{value.text}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
