import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { countOf } from '@consult/domain';

/** The list's heading band: the page's h1 and what the stories are. */
function StoriesHeroBase({ count }: { count: number }) {
  return (
    <Box
      component="section"
      aria-labelledby="stories-title"
      sx={(theme) => ({
        color: 'common.white',
        py: { xs: 7, md: 10 },
        background: `radial-gradient(ellipse at 85% 0%, ${alpha(theme.palette.secondary.main, 0.14)} 0%, transparent 55%),
          linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1 }}>
          Client results
        </Typography>
        <Typography
          id="stories-title"
          variant="displayMd"
          component="h1"
          sx={{ mb: 2, textWrap: 'balance' }}
        >
          Client Success Stories
        </Typography>
        <Typography
          variant="lead"
          sx={(theme) => ({
            color: alpha(theme.palette.common.white, 0.85),
            maxWidth: 720,
          })}
        >
          {`${countOf(count, 'engagement')} across ${countOf(count, 'industry', 'industries')}, from venture-backed startups to listed companies: the challenge each client faced, what we did together, and the results they measured.`}
        </Typography>
      </Container>
    </Box>
  );
}

export const StoriesHero = memo(StoriesHeroBase);
