import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { DEFAULT_FIRM } from '@consult/domain';
import type { AppName } from '../config/AppConfigProvider';
import type { SiteHeaderProps } from '../header/SiteHeader';
import { AppLink } from '../links/AppLink';
import { HOME_LINK } from '../links/site-links';
import { PageLayout } from './PageLayout';

export interface NotFoundPageProps {
  /** Where the way-back button goes; the marketing home page by default. */
  backLink?: { app: AppName; to: string; label: string };
  header?: SiteHeaderProps;
}

/** The 404 screen (spec 000 §2): header, the not-found message, a way back, and the footer. */
export function NotFoundPage({
  backLink = { ...HOME_LINK, label: 'Back to Home' },
  header,
}: NotFoundPageProps) {
  return (
    <PageLayout {...header}>
      <title>{`Page not found | ${DEFAULT_FIRM.name}`}</title>
      <meta name="robots" content="noindex" />
      <Container maxWidth="sm" sx={{ flex: 1, py: { xs: 10, md: 14 }, textAlign: 'center' }}>
        <Typography variant="overline" color="secondary.dark" component="p">
          Error 404
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: 32, md: 44 }, mb: 2, color: 'primary.dark' }}
        >
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, textWrap: 'balance' }}>
          Did you forget to add the page to the router?
        </Typography>
        <Button
          component={AppLink}
          app={backLink.app}
          to={backLink.to}
          variant="outlined"
          startIcon={<ArrowBack />}
        >
          {backLink.label}
        </Button>
      </Container>
    </PageLayout>
  );
}
