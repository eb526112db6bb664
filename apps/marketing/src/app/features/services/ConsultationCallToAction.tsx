import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';

export interface ConsultationCallToActionProps {
  title: string;
  text: string;
  /** The button's label; it always opens /request-consultation. */
  buttonLabel?: string;
}

/** The band that closes a page: a heading, one line, and the button to /request-consultation. */
export function ConsultationCallToAction({
  title,
  text,
  buttonLabel = 'Request a Consultation',
}: ConsultationCallToActionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        color: 'common.white',
        py: { xs: 8, md: 10 },
        background: `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id={headingId}
          variant="headlineLg"
          component="h2"
          sx={{ mb: 2, textWrap: 'balance' }}
        >
          {title}
        </Typography>
        <Typography
          variant="leadLg"
          sx={(theme) => ({
            color: alpha(theme.palette.common.white, 0.86),
            maxWidth: 640,
            mx: 'auto',
            mb: 4,
            textWrap: 'pretty',
          })}
        >
          {text}
        </Typography>
        <Button
          component={RouterLink}
          to="/request-consultation"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForward />}
          sx={{ minHeight: 50, px: 4 }}
        >
          {buttonLabel}
        </Button>
      </Container>
    </Box>
  );
}
