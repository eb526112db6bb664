import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session is still unknown. */
export function FullPageSpinner() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
