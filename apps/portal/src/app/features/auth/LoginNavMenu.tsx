import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppLink, HOME_LINK } from '@consult/ui';

const LINKS = [
  { ...HOME_LINK, label: 'Home' },
  { app: 'marketing', to: '/consulting-services', label: 'Consulting Services' },
  { app: 'marketing', to: '/who-we-are', label: 'Who We Are' },
  { app: 'marketing', to: '/contact', label: 'Contact' },
] as const;

/** The mobile login page's menu of the marketing site's pages (req SITE-2): absolute links. */
export function LoginNavMenu() {
  return (
    <Box component="nav" aria-label="Site menu">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
        }}
      >
        {LINKS.map((link) => (
          <li key={link.to}>
            <Button
              component={AppLink}
              app={link.app}
              to={link.to}
              variant="outlined"
              fullWidth
              sx={{ bgcolor: 'background.paper', whiteSpace: 'nowrap', px: 1 }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
