import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from '../footer/SiteFooter';
import { SiteHeader, type SiteHeaderProps } from '../header/SiteHeader';

export interface PageLayoutProps extends SiteHeaderProps {
  children: ReactNode;
}

/** Header, the page's main content, and the footer. Header options (hideNav, mobileTitle, section) pass through. */
export function PageLayout({ children, ...headerProps }: PageLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader {...headerProps} />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
