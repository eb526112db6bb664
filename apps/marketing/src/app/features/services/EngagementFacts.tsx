import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';

/** The typical length of an engagement, under a sub-service's title. */
export function EngagementFacts({ duration }: { duration: string }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: alpha(theme.palette.common.white, 0.08),
        border: `1px solid ${alpha(theme.palette.common.white, 0.18)}`,
      })}
    >
      <ScheduleOutlined aria-hidden sx={{ color: 'secondary.light' }} />
      <Typography sx={(theme) => ({ color: alpha(theme.palette.common.white, 0.92) })}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          Typical engagement:
        </Box>{' '}
        {duration}
      </Typography>
    </Box>
  );
}
