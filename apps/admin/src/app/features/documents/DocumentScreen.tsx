import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router';
import { errorStatus } from '@consult/api-client';
import { useToast } from '@consult/ui';
import { documentActionsSx } from '@consult/ui/documents';
import { ADMIN_TEXT } from '../../admin-messages';
import { rememberedDashboard } from '../dashboard/dashboard-state';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { QueryErrorRedirect, redirectFor } from '../layout/QueryErrorRedirect';
import { ADMIN_ROUTES } from './document-links';

/** Back where the admin came from (a user's detail, the dashboard), else the dashboard. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <Button
      startIcon={<ArrowBack />}
      onClick={() =>
        void (hasHistory ? navigate(-1) : navigate(rememberedDashboard(ADMIN_ROUTES.dashboard)))
      }
    >
      Back
    </Button>
  );
}

interface DocumentScreenProps {
  /** "Mutual NDA", "Consulting Agreement", "Invoice". */
  name: string;
  isLoading: boolean;
  error: unknown;
  /** The toast of a failed load (req DOCS-8). */
  failedToast: string;
  /** What is shown once loaded: nothing while `ready` is false. */
  ready: boolean;
  /** "CA-000042 · Version 2 · Lindqvist Logistics". */
  subtitle?: ReactNode;
  chips?: ReactNode;
  /** The toolbar's buttons. */
  actions?: ReactNode;
  /** Notes above the document (a status, the signature evidence). */
  notes?: ReactNode;
  /** The document itself. */
  children?: ReactNode;
  /** The children as they are, not framed as a page of a document (a form). */
  bare?: boolean;
}

/**
 * A read-only view of a client's document in the console: loading, the error screens, the title
 * with its toolbar, notes, and the document from the shared template.
 */
export function DocumentScreen({
  name,
  isLoading,
  error,
  failedToast,
  ready,
  subtitle,
  chips,
  actions,
  notes,
  children,
  bare = false,
}: DocumentScreenProps) {
  const { toast } = useToast();
  const status = errorStatus(error);
  useEffect(() => {
    if (error && status !== 404 && !redirectFor(error))
      toast({ title: ADMIN_TEXT.errorTitle, description: failedToast, variant: 'destructive' });
  }, [error, status, failedToast, toast]);

  if (isLoading) return <CenteredSpinner label={`Loading ${name}`} />;
  if (error || !ready) {
    if (redirectFor(error)) return <QueryErrorRedirect error={error} />;
    if (!error && !ready) return <CenteredSpinner label={`Loading ${name}`} />;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BackButton />
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>{ADMIN_TEXT.documentError(name)}</AlertTitle>
          {status === 404 || status === 400 ? ADMIN_TEXT.documentMissing : failedToast}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Box>
        <BackButton />
        <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="pageTitle" component="h1" sx={{ color: 'primary.dark' }}>
              {name}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              {subtitle && (
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {subtitle}
                </Typography>
              )}
              {chips}
            </Box>
          </Box>
          {actions && (
            <Box
              role="toolbar"
              aria-label={`${name} actions`}
              sx={{ ...documentActionsSx, flexShrink: 0 }}
            >
              {actions}
            </Box>
          )}
        </Box>
      </Box>
      {notes}
      {bare ? (
        children
      ) : (
        <Paper
          elevation={0}
          sx={{
            p: { xs: 2, sm: 5 },
            border: 1,
            borderColor: 'divider',
            // The fee tables keep whole words: on a phone they scroll sideways within themselves.
            '& table': { display: { xs: 'block', sm: 'table' }, overflowX: 'auto' },
            '& th, & td': { overflowWrap: 'normal', minWidth: { xs: 88, sm: 0 } },
          }}
        >
          {children}
        </Paper>
      )}
    </Stack>
  );
}
