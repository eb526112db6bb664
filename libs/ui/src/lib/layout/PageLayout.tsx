import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink';
import { SiteFooter } from '../footer/SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../header/SiteHeader';
import { StaticPart } from '../ssr/static-part';
import { usePageNotice } from './PageNoticeProvider';

export interface PageLayoutProps extends SiteHeaderProps {
  children: ReactNode;
}

/**
 * The skip link (the first Tab stop), the header, the page's main content (after the app's page
 * notice, if any), and the footer. Header options (hideNav, mobileTitle, section) pass through.
 * On a prerendered page each of the header's bars hydrates in a task of its own (SiteHeader); the
 * footer, links and text only, is never hydrated (StaticPart).
 */
export function PageLayout({ children, ...headerProps }: PageLayoutProps) {
  const notice = usePageNotice();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader {...headerProps} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', scrollMarginTop: 80 }}
      >
        {notice}
        {children}
      </Box>
      <StaticPart>
        <SiteFooter />
      </StaticPart>
    </Box>
  );
}
