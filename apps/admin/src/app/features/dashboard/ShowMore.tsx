import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

/** 'Showing 10 of 24' and, while some are hidden, the button that reveals more (req DOCS-2). */
export function ShowMore({
  shown,
  total,
  label,
  onShowMore,
}: {
  shown: number;
  total: number;
  label: string;
  onShowMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <Box
      sx={{
        mt: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Showing {Math.min(shown, total)} of {total}
      </Typography>
      {shown < total && (
        <Button variant="outlined" onClick={onShowMore} endIcon={<ExpandMore />}>
          {label}
        </Button>
      )}
    </Box>
  );
}
