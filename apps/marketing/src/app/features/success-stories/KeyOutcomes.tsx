import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';

/** The key outcomes as a ticked list. */
export function KeyOutcomes({ outcomes }: { outcomes: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {outcomes.map((outcome) => (
        <Box
          component="li"
          key={outcome}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            p: 2,
            borderRadius: 2,
            bgcolor: alpha(theme.palette.secondary.main, 0.1),
          })}
        >
          <CheckCircle aria-hidden sx={{ color: 'secondary.dark', mt: '2px' }} />
          <Typography sx={{ fontWeight: 600, color: 'primary.dark', lineHeight: 1.6 }}>
            {outcome}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
