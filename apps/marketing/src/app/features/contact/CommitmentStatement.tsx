import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { DEFAULT_FIRM } from '@consult/domain';

/** 'Our Commitment' (req SITE-2): the firm's promise to everyone who gets in touch. */
export function CommitmentStatement() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        color: 'common.white',
        bgcolor: 'primary.dark',
        backgroundImage: `radial-gradient(ellipse at 0% 100%, ${alpha(theme.palette.primary.light, 0.45)} 0%, transparent 60%)`,
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
      })}
    >
      <VerifiedOutlined aria-hidden sx={{ fontSize: 48, color: 'secondary.light' }} />
      <Box>
        <Typography id={headingId} variant="headlineSm" component="h2" sx={{ mb: 2 }}>
          Our Commitment
        </Typography>
        <Typography
          variant="leadLg"
          sx={(theme) => ({
            lineHeight: 1.7,
            color: alpha(theme.palette.common.white, 0.88),
          })}
        >
          Every enquiry is read by a partner, not a sales team. What you share with us stays
          confidential, whether or not we go on to work together. If we are not the right firm for
          what you need, we will say so and, where we can, point you to someone who is. And if we do
          work together, {DEFAULT_FIRM.name} commits to clear fees agreed in advance, senior people
          on your work, and honest reporting on progress until the job is done.
        </Typography>
      </Box>
    </Box>
  );
}
