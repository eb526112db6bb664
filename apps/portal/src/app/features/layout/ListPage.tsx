import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { spreadRowSx } from './spread-row';

export interface ListPageProps {
  /** The page's heading, and its document title before the firm's name. */
  title: string;
  /** The button beside the heading that makes a new item (Create New NDA and the like). */
  create: { label: string; to: string };
  children: ReactNode;
}

/**
 * A page of the client's documents of one kind (req DOCS-2): the heading with its create button
 * beside it (under it on a phone, full width), then what the page lists.
 */
export function ListPage({ title, create, children }: ListPageProps) {
  return (
    <PageLayout>
      <title>{`${title} — ${DEFAULT_FIRM.name}`}</title>
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Box
            sx={{
              ...spreadRowSx,
              gap: 2,
            }}
          >
            <Typography variant="pageTitle" component="h1">
              {title}
            </Typography>
            <Button
              component={RouterLink}
              to={create.to}
              variant="contained"
              size="large"
              startIcon={<Add />}
            >
              {create.label}
            </Button>
          </Box>
          {children}
        </Stack>
      </Container>
    </PageLayout>
  );
}
