import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import {
  servicePath,
  subServicePath,
  type CatalogueService,
  type SubService,
} from '@consult/domain';
import type { SubServiceContent } from '@consult/content';
import { BackLink } from './BackLink';

export interface SubServiceAsideProps {
  service: CatalogueService;
  subService: SubService;
  content: SubServiceContent;
}

/** Beside a sub-service's details: its service's other sub-services, the way back, and the call to action. */
export function SubServiceAside({ service, subService, content }: SubServiceAsideProps) {
  const ctaId = useId();
  const moreId = useId();
  return (
    // Stretched to the height of the details, so the call to action can stay in view beside them.
    <Stack component="aside" spacing={4} sx={{ alignSelf: 'stretch' }}>
      <Box component="nav" aria-labelledby={moreId}>
        <Typography
          id={moreId}
          variant="overline"
          component="h2"
          sx={{ color: 'secondary.dark', display: 'block', mb: 1 }}
        >
          More in {service.name}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {service.subServices.map((sub) => {
            const current = sub.slug === subService.slug;
            return (
              <Box
                component="li"
                key={sub.slug}
                sx={{
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Link
                  component={RouterLink}
                  to={subServicePath(service.slug, sub.slug)}
                  aria-current={current ? 'page' : undefined}
                  underline="hover"
                  sx={(theme) => ({
                    display: 'block',
                    py: 1.25,
                    pl: 1.5,
                    borderLeft: `3px solid ${current ? theme.palette.secondary.main : 'transparent'}`,
                    color: current ? 'primary.dark' : 'primary.main',
                    fontWeight: current ? 700 : 500,
                  })}
                >
                  {sub.name}
                </Link>
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box>
        <BackLink to={servicePath(service.slug)} label={`Back to ${service.name}`} tone="dark" />
      </Box>
      <Card
        component="section"
        aria-labelledby={ctaId}
        sx={(theme) => ({
          position: { lg: 'sticky' },
          top: { lg: 96 },
          bgcolor: 'primary.dark',
          color: 'common.white',
          borderColor: 'primary.dark',
          backgroundImage: `radial-gradient(ellipse at 100% 0%, ${alpha(theme.palette.secondary.main, 0.2)} 0%, transparent 60%)`,
        })}
      >
        <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
          <Typography id={ctaId} variant="titleLg" component="h2" sx={{ mb: 1.5 }}>
            Start the conversation
          </Typography>
          <Typography
            sx={(theme) => ({
              color: alpha(theme.palette.common.white, 0.86),
              lineHeight: 1.65,
              mb: 3,
            })}
          >
            {content.callToAction}
          </Typography>
          <Button
            component={RouterLink}
            to="/request-consultation"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            endIcon={<ArrowForward />}
            sx={{ minHeight: 50, px: 2 }}
          >
            Request a Consultation
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
