import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from '../footer/SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../header/SiteHeader';
import { usePageNotice } from './PageNoticeProvider';

export interface PageLayoutProps extends SiteHeaderProps {
  children: ReactNode;
}

/**
 * Header, the page's main content (after the app's page notice, if any), and the footer. Header
 * options (hideNav, mobileTitle, section) pass through.
 */
export function PageLayout({ children, ...headerProps }: PageLayoutProps) {
  const notice = usePageNotice();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader {...headerProps} />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {notice}
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
