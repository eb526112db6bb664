import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ServiceSlug } from '@consult/domain';
import { SERVICE_CARDS } from '@consult/content';
import { ServiceIcon } from './ServiceIcon';

/** Links to the five other services, at the foot of a service page. */
export function OtherServicesNav({ current }: { current: ServiceSlug }) {
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 5, md: 6 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          id={headingId}
          variant="overline"
          component="h2"
          sx={{ color: 'secondary.dark', display: 'block', mb: 2 }}
        >
          Explore our other services
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 4,
            rowGap: 1,
          }}
        >
          {SERVICE_CARDS.filter((card) => card.slug !== current).map((card) => (
            <li key={card.slug}>
              <Link
                component={RouterLink}
                to={card.path}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.75,
                  fontWeight: 600,
                  color: 'primary.main',
                }}
              >
                <ServiceIcon icon={card.icon} fontSize="small" sx={{ color: 'secondary.dark' }} />
                {card.name}
              </Link>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
