import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { servicePath, type CatalogueService } from '@consult/domain';
import { FOCUS_RING } from '@consult/ui';

/** Home / Consulting Services / {service} / {current page}, on the navy hero. */
export function Breadcrumbs({ service, current }: { service: CatalogueService; current: string }) {
  const crumbs = [
    { to: '/', label: 'Home' },
    { to: '/consulting-services', label: 'Consulting Services' },
    { to: servicePath(service.slug), label: service.name },
  ];
  return (
    <MuiBreadcrumbs
      aria-label="Breadcrumb"
      sx={(theme) => ({
        color: alpha(theme.palette.common.white, 0.7),
        '& .MuiBreadcrumbs-ol': { rowGap: 0.5 },
      })}
    >
      {crumbs.map((crumb) => (
        <Link
          key={crumb.to}
          component={RouterLink}
          to={crumb.to}
          sx={(theme) => ({
            display: 'inline-block',
            py: 0.5,
            color: alpha(theme.palette.common.white, 0.9),
            '&:hover': { color: 'common.white' },
            '&:focus-visible': { ...FOCUS_RING, borderRadius: 0.5 },
          })}
        >
          {crumb.label}
        </Link>
      ))}
      <Typography aria-current="page" sx={{ color: 'secondary.light', fontWeight: 600 }}>
        {current}
      </Typography>
    </MuiBreadcrumbs>
  );
}
