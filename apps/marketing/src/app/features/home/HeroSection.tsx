import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { DEFAULT_FIRM } from '@consult/domain';
import { BrandMark } from '@consult/ui';
import { Reveal } from './Reveal';

/** The hero: logo, the tagline as headline, an invitation and the Request Consultation button. */
export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        py: { xs: 10, md: 16 },
        background: `radial-gradient(ellipse at 80% 0%, ${alpha(theme.palette.secondary.main, 0.12)} 0%, transparent 50%),
          radial-gradient(ellipse at 0% 100%, ${alpha(theme.palette.primary.light, 0.5)} 0%, transparent 60%),
          linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center' }}>
        <Reveal>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <BrandMark size={76} title={`${DEFAULT_FIRM.name} logo`} />
          </Box>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1.5 }}>
            {DEFAULT_FIRM.name}
          </Typography>
        </Reveal>
        <Reveal delay={0.1}>
          <Typography
            id="hero-title"
            variant="displayXl"
            component="h1"
            sx={{ mb: 3, textWrap: 'balance' }}
          >
            Modern Solutions, Classic Service
          </Typography>
        </Reveal>
        <Reveal delay={0.2}>
          <Typography
            variant="leadLg"
            sx={{
              lineHeight: 1.7,
              color: (theme) => alpha(theme.palette.common.white, 0.85),
              maxWidth: 640,
              mx: 'auto',
              mb: 5,
            }}
          >
            We advise private and public companies on strategy, growth and capital, with senior
            partners on every engagement and recommendations your team can act on the next morning.
            Tell us where the business needs to go, and we will show you how we would get it there.
          </Typography>
        </Reveal>
        <Reveal delay={0.3}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              justifyContent: 'center',
              alignItems: { xs: 'stretch', sm: 'center' },
              maxWidth: { xs: 340, sm: 'none' },
              mx: 'auto',
            }}
          >
            <Button
              component={RouterLink}
              to="/request-consultation"
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForward />}
              sx={{ minHeight: 50, px: 4 }}
            >
              Request Consultation
            </Button>
            <Button
              href="#services"
              variant="outlined"
              size="large"
              sx={(theme) => ({
                minHeight: 50,
                px: 4,
                color: 'common.white',
                borderColor: alpha(theme.palette.common.white, 0.5),
                '&:hover': {
                  borderColor: 'common.white',
                  bgcolor: alpha(theme.palette.common.white, 0.08),
                },
              })}
            >
              Explore our services
            </Button>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
