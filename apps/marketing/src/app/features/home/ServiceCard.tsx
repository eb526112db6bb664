import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { ServiceCardData } from '@consult/content';
import { IconTile } from '../cards/IconTile';
import { liftingLinkedCardSx, stretchedLinkSx } from '../cards/linked-card';
import { ServiceIcon } from '../services/ServiceIcon';

export interface ServiceCardProps {
  service: ServiceCardData;
  /** The title's heading level: h3 under a section's h2 (home), h2 directly under a page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** A service: icon, title and description; the whole card opens the service page (its title is the link). */
export function ServiceCard({ service, headingLevel = 'h3' }: ServiceCardProps) {
  return (
    <Card component="article" sx={liftingLinkedCardSx}>
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <IconTile size={52} marginBottom={3}>
          <ServiceIcon icon={service.icon} />
        </IconTile>
        <Typography
          variant="titleMd"
          component={headingLevel}
          sx={{ mb: 1.5, color: 'primary.dark' }}
        >
          <Link
            component={RouterLink}
            to={service.path}
            underline="none"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {service.name}
          </Link>
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, flex: 1 }}>
          {service.description}
        </Typography>
        <Box
          aria-hidden
          sx={{
            mt: 3,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 600,
            color: 'secondary.dark',
          }}
        >
          Learn more <ArrowForward sx={{ fontSize: 18 }} />
        </Box>
      </CardContent>
    </Card>
  );
}
