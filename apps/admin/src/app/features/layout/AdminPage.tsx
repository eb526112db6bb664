import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { ADMIN_HEADER } from '../../admin-header';

/**
 * The console's layout: the skip link, the shared header as the console shows it, and the footer,
 * around its pages. The router renders it once around every page (routes.tsx), so the header stays
 * from page to page: a menu drawer opened while the next page's chunk loads stays open when that
 * page shows, with the focus in it.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <PageLayout {...ADMIN_HEADER}>{children}</PageLayout>;
}

/** A console page's content: its document title, and the page in its container. */
export function AdminPage({
  title,
  maxWidth = 'lg',
  children,
}: {
  /** The page's name in the browser's title bar. */
  title: string;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${title} | ${DEFAULT_FIRM.name} Admin`}</title>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
        {children}
      </Container>
    </>
  );
}
