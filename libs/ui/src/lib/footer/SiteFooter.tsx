import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { COPYRIGHT_YEAR, DEFAULT_FIRM } from '@consult/domain';
import { BrandMark } from '../brand/BrandMark';
import { AppLink } from '../links/AppLink';
import { FOOTER_LINKS } from '../links/site-links';

const headingSx = { color: 'secondary.light', mb: 1.5, display: 'block' } as const;
const linkSx = {
  color: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  py: 0.5,
} as const;

/** The shared footer: the firm, the main marketing pages, its e-mail and social profile, and the copyright line. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: (theme) => alpha(theme.palette.common.white, 0.82),
        pt: { xs: 6, md: 8 },
        pb: 4,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            // Phones: one column. Tablets: the firm above, the two link lists side by side. Desktop: three.
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1.4fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <BrandMark size={40} />
              <Typography component="p" variant="h6" sx={{ color: 'common.white' }}>
                {DEFAULT_FIRM.name}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ maxWidth: 380, lineHeight: 1.7 }}>
              {DEFAULT_FIRM.tagline}. Strategy, capital and growth advice for private and public
              companies, from the first conversation to the last milestone.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Typography variant="overline" component="h2" sx={headingSx}>
              Explore
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={AppLink} app={link.app} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography variant="overline" component="h2" sx={headingSx}>
              Get in touch
            </Typography>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Link
                href={`mailto:${DEFAULT_FIRM.email}`}
                sx={{ ...linkSx, whiteSpace: { md: 'nowrap' } }}
              >
                <MailOutlined fontSize="small" aria-hidden />
                {DEFAULT_FIRM.email}
              </Link>
              <Link
                href={DEFAULT_FIRM.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={linkSx}
              >
                <LinkedIn fontSize="small" aria-hidden />
                Follow us on LinkedIn
              </Link>
            </Stack>
          </Box>
        </Box>
        <Divider
          sx={{
            borderColor: (theme) => alpha(theme.palette.common.white, 0.16),
            mt: { xs: 5, md: 6 },
            mb: 3,
          }}
        />
        <Typography
          variant="body2"
          sx={{ color: (theme) => alpha(theme.palette.common.white, 0.66) }}
        >
          © {COPYRIGHT_YEAR} {DEFAULT_FIRM.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
