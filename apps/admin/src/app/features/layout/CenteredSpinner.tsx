import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A section still loading. */
export function CenteredSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
