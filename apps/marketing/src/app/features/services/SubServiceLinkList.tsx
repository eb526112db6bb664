import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { subServicePath, type CatalogueService } from '@consult/domain';
import { SERVICE_CONTENT } from '@consult/content';
import { linkedCardSx, stretchedLinkSx } from '../cards/linked-card';

/** Every sub-service of a service as a card linking to its page: name and one-line summary. */
export function SubServiceLinkList({ service }: { service: CatalogueService }) {
  const copy = SERVICE_CONTENT[service.slug];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {service.subServices.map((sub) => (
        <Box
          component="li"
          key={sub.slug}
          sx={(theme) => ({
            ...linkedCardSx,
            display: 'flex',
            flexDirection: 'column',
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: `1px solid ${theme.palette.divider}`,
            transition: 'border-color 0.2s ease, box-shadow 0.2s ease',
            '&:hover': {
              borderColor: alpha(theme.palette.secondary.main, 0.6),
              boxShadow: `0 10px 28px ${alpha(theme.palette.primary.dark, 0.08)}`,
            },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          <Typography variant="titleSm" component="h3" sx={{ color: 'primary.dark', mb: 1 }}>
            <Link
              component={RouterLink}
              to={subServicePath(service.slug, sub.slug)}
              underline="none"
              color="inherit"
              sx={stretchedLinkSx}
            >
              {sub.name}
            </Link>
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, flex: 1 }}>
            {copy.subServices[sub.slug].summary}
          </Typography>
          <Box
            aria-hidden
            sx={{
              mt: 2,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              fontWeight: 600,
              color: 'secondary.dark',
            }}
          >
            Read more <ArrowForward sx={{ fontSize: 18 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
