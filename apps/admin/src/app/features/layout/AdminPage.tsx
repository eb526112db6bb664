import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { ADMIN_HEADER } from '../../admin-header';

/** A console page: the shared header as the console shows it, the document title, the footer. */
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
    <PageLayout {...ADMIN_HEADER}>
      <title>{`${title} | ${DEFAULT_FIRM.name} Admin`}</title>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
        {children}
      </Container>
    </PageLayout>
  );
}
