import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';

export interface StoryCallToActionProps {
  title: string;
  text: string;
}

/** The closing invitation of the story pages: a Request a Consultation button. */
function StoryCallToActionBase({ title, text }: StoryCallToActionProps) {
  return (
    <Box
      component="section"
      aria-labelledby="story-cta-title"
      sx={(theme) => ({
        py: { xs: 8, md: 10 },
        color: 'common.white',
        background: `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="story-cta-title"
          variant="headlineLg"
          component="h2"
          sx={{ mb: 2, textWrap: 'balance' }}
        >
          {title}
        </Typography>
        <Typography
          variant="lead"
          sx={(theme) => ({
            color: alpha(theme.palette.common.white, 0.85),
            maxWidth: 620,
            mx: 'auto',
            mb: 4,
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
          Request a Consultation
        </Button>
      </Container>
    </Box>
  );
}

export const StoryCallToAction = memo(StoryCallToActionBase);
