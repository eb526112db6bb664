import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { DEFAULT_FIRM } from '@consult/domain';
import type { AppName } from '../config/AppConfigProvider';
import type { SiteHeaderProps } from '../header/SiteHeader';
import { AppLink } from '../links/AppLink';
import { HOME_LINK } from '../links/site-links';
import { TOUCH_TARGET_PX } from '../theme/theme';
import { PageLayout } from './PageLayout';

export interface NotFoundLink {
  app: AppName;
  to: string;
  label: string;
  /** A way out rather than into the app (a text button with a back arrow). */
  quiet?: boolean;
}

export interface NotFoundPageProps {
  /** Where the way-back button goes; the marketing home page by default. */
  backLink?: NotFoundLink;
  /** Further ways back, after the main one (the portal's: the client's documents, the home page). */
  moreLinks?: readonly NotFoundLink[];
  header?: SiteHeaderProps;
}

/** The 404 screen (req SITE-2): header, the not-found message, ways back, and the footer. */
export function NotFoundPage({ header, ...content }: NotFoundPageProps) {
  return (
    <PageLayout {...header}>
      <NotFoundContent {...content} />
    </PageLayout>
  );
}

/**
 * The 404 screen's main content (its title, the not-found message and the ways back), for an app
 * whose header and footer stay across its pages (the marketing site's MarketingRoot, the
 * console's AdminLayout).
 */
export function NotFoundContent({
  backLink = { ...HOME_LINK, label: 'Back to Home' },
  moreLinks = [],
}: Omit<NotFoundPageProps, 'header'>) {
  return (
    <>
      <title>{`Page not found | ${DEFAULT_FIRM.name}`}</title>
      <meta name="robots" content="noindex" />
      <Container maxWidth="sm" sx={{ flex: 1, py: { xs: 10, md: 14 }, textAlign: 'center' }}>
        <Typography variant="overline" color="secondary.dark" component="p">
          Error 404
        </Typography>
        <Typography variant="displaySm" component="h1" sx={{ mb: 2, color: 'primary.dark' }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, textWrap: 'balance' }}>
          Did you forget to add the page to the router?
        </Typography>
        <Box component="nav" aria-label="Ways back">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
          >
            <Button
              component={AppLink}
              app={backLink.app}
              to={backLink.to}
              variant={moreLinks.length > 0 ? 'contained' : 'outlined'}
              startIcon={moreLinks.length > 0 ? undefined : <ArrowBack />}
              sx={{ minHeight: TOUCH_TARGET_PX }}
            >
              {backLink.label}
            </Button>
            {moreLinks
              .filter((link) => !link.quiet)
              .map((link) => (
                <Button
                  key={`${link.app}${link.to}`}
                  component={AppLink}
                  app={link.app}
                  to={link.to}
                  variant="outlined"
                  sx={{ minHeight: TOUCH_TARGET_PX }}
                >
                  {link.label}
                </Button>
              ))}
          </Stack>
          {moreLinks
            .filter((link) => link.quiet)
            .map((link) => (
              <Button
                key={`${link.app}${link.to}`}
                component={AppLink}
                app={link.app}
                to={link.to}
                startIcon={<ArrowBack />}
                sx={{ minHeight: TOUCH_TARGET_PX, mt: 2 }}
              >
                {link.label}
              </Button>
            ))}
        </Box>
      </Container>
    </>
  );
}
