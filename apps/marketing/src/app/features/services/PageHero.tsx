import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ServiceIconKey } from '@consult/content';
import { ServiceIcon } from './ServiceIcon';

export interface PageHeroProps {
  /** The page's title: its one h1. */
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** The paragraph under the title. */
  lead?: string;
  /** Above the eyebrow: a back link or breadcrumbs. */
  nav?: ReactNode;
  /** A service's icon beside the eyebrow. */
  icon?: ServiceIconKey;
  /** Under the lead: actions or facts. */
  children?: ReactNode;
}

/** The navy band that opens an inner page of the marketing site: its way back, eyebrow, h1 and lead. */
export function PageHero({ title, eyebrow, lead, nav, icon, children }: PageHeroProps) {
  return (
    <Box
      sx={(theme) => ({
        color: 'common.white',
        pt: { xs: 4, md: 5 },
        pb: { xs: 7, md: 10 },
        background: `radial-gradient(ellipse at 85% 0%, ${alpha(theme.palette.secondary.main, 0.14)} 0%, transparent 55%),
          linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        {nav && <Box sx={{ mb: { xs: 4, md: 6 } }}>{nav}</Box>}
        <Box sx={{ maxWidth: 780 }}>
          {(eyebrow || icon) && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              {icon && (
                <Box
                  sx={(theme) => ({
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    color: 'secondary.light',
                    bgcolor: alpha(theme.palette.common.white, 0.08),
                    border: `1px solid ${alpha(theme.palette.secondary.light, 0.35)}`,
                  })}
                >
                  <ServiceIcon icon={icon} />
                </Box>
              )}
              {eyebrow && (
                <Typography variant="overline" component="p" sx={{ color: 'secondary.light' }}>
                  {eyebrow}
                </Typography>
              )}
            </Box>
          )}
          <Typography
            variant="displayLg"
            component="h1"
            sx={{
              textWrap: 'balance',
              overflowWrap: 'break-word',
              hyphens: 'auto',
            }}
          >
            {title}
          </Typography>
          {lead && (
            <Typography
              variant="leadLg"
              sx={(theme) => ({
                mt: 2.5,
                color: alpha(theme.palette.common.white, 0.86),
              })}
            >
              {lead}
            </Typography>
          )}
          {children && <Box sx={{ mt: 4 }}>{children}</Box>}
        </Box>
      </Container>
    </Box>
  );
}
