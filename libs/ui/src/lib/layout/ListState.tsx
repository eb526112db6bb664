import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink } from '../links/AppLink';
import { useToast } from '../toast/useToast';

/** What ListState reads of the list's request: the result of an RTK Query hook, as it is. */
export interface ListQuery {
  /** The first load, with nothing to show yet. */
  isLoading: boolean;
  isFetching: boolean;
  /** The last answer's error (RTK Query keeps it until an answer succeeds). */
  error?: unknown;
  refetch: () => unknown;
}

export interface ListEmptyState {
  /** With a title, a card that invites the first step; without, one quiet line. */
  title?: string;
  text: string;
  /** The card's link to where the first item is made. */
  action?: { label: string; to: string };
}

export interface ListStateProps {
  query: ListQuery;
  /** The spinner's accessible name, e.g. 'Loading NDAs'. */
  loadingLabel: string;
  /** The alert of a list that could not be loaded; its button ('Retry' unless named) asks again. */
  error: { title?: string; text: ReactNode; retryLabel?: string };
  /**
   * The failure said in a toast as well, each time a load fails (the first, or a retry): for a
   * list whose page goes on below it, where the alert may be out of sight.
   */
  errorToast?: { title: string; description: string };
  /** True when the list has loaded with nothing in it: `empty` shows instead of the children. */
  isEmpty?: boolean;
  empty?: ListEmptyState;
  children: ReactNode;
}

function EmptyList({ title, text, action }: ListEmptyState) {
  if (!title) {
    return (
      <Typography color="text.secondary" role="status">
        {text}
      </Typography>
    );
  }
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', textAlign: 'center' }}
    >
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action && (
        <Button component={AppLink} to={action.to} variant="outlined" size="large">
          {action.label}
        </Button>
      )}
    </Paper>
  );
}

/**
 * The states of a list page around its list: a spinner while nothing has loaded, an error alert
 * with a retry (disabled while a request runs), the empty state, else the list. A 401 never shows
 * here: the API client ends the session, and the route guard leaves the page before it renders.
 */
export function ListState({
  query,
  loadingLabel,
  error,
  isEmpty = false,
  empty,
  errorToast,
  children,
}: ListStateProps) {
  const { toast } = useToast();
  // As RTK Query's `isError`: a load that has failed, not one being tried again.
  const failed = query.error !== undefined && !query.isFetching;
  const toastTitle = errorToast?.title;
  const toastDescription = errorToast?.description;
  useEffect(() => {
    if (failed && toastTitle !== undefined)
      toast({ title: toastTitle, description: toastDescription, variant: 'destructive' });
  }, [failed, toastTitle, toastDescription, toast]);

  if (query.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.error !== undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {error.retryLabel ?? 'Retry'}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
      >
        {error.title && <AlertTitle>{error.title}</AlertTitle>}
        {error.text}
      </Alert>
    );
  }
  if (isEmpty && empty) return <EmptyList {...empty} />;
  return <>{children}</>;
}
