import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { findService, subServicePath } from '@consult/domain';
import type { ServiceCardData } from '@consult/content';
import { FOCUS_RING, VISUALLY_HIDDEN } from '@consult/ui';
import { IconTile } from '../cards/IconTile';
import { ServiceIcon } from './ServiceIcon';

/** How many sub-services an overview card lists (req SITE-3; RULES-2). */
export const OVERVIEW_SUB_SERVICES = 5;

/**
 * A service on the consulting services overview: icon, name, description, its first five
 * sub-services (linked to their pages) and a Learn More link to the service's page.
 */
export function ConsultingServiceCard({ card }: { card: ServiceCardData }) {
  const headingId = useId();
  const subServices = findService(card.slug)?.subServices ?? [];
  const shown = subServices.slice(0, OVERVIEW_SUB_SERVICES);
  const more = subServices.length - shown.length;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <IconTile size={52}>
            <ServiceIcon icon={card.icon} />
          </IconTile>
          <Typography
            id={headingId}
            variant="titleLg"
            component="h2"
            sx={{ color: 'primary.dark' }}
          >
            {card.name}
          </Typography>
        </Box>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, mb: 3 }}>
          {card.description}
        </Typography>
        <Typography
          variant="overline"
          component="h3"
          sx={{ color: 'secondary.dark', display: 'block', mb: 1 }}
        >
          Key services
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flex: 1 }}>
          {shown.map((sub) => (
            <Box
              component="li"
              key={sub.slug}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.25, py: 0.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 6,
                  height: 6,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                }}
              />
              <Link
                component={RouterLink}
                to={subServicePath(card.slug, sub.slug)}
                sx={{ color: 'text.primary', py: 0.25 }}
              >
                {sub.name}
              </Link>
            </Box>
          ))}
          {more > 0 && (
            <Box component="li" sx={{ pl: 2.5, pt: 0.5, color: 'text.secondary' }}>
              and {more} more
            </Box>
          )}
        </Box>
        <Box>
          <Link
            component={RouterLink}
            to={card.path}
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              py: 0.75,
              fontWeight: 700,
              color: 'secondary.dark',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { ...FOCUS_RING, borderRadius: 0.5 },
            }}
          >
            Learn More{' '}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`about ${card.name}`}
            </Box>
            <ArrowForward aria-hidden sx={{ fontSize: 18 }} />
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
