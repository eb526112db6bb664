import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetUserQuery } from '@consult/api-client';
import { AppLink, EmailAddress, HOME_LINK } from '@consult/ui';
import { AdminPage } from '../features/layout/AdminPage';

/** A command for the terminal, selectable and wrapping on a phone. */
function Command({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        mt: 1,
        p: 1.5,
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 'body2.fontSize',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

/**
 * Shown instead of the console to a signed-in account while the firm has no admin at all (a fresh
 * installation): there is no default admin account (req RULES-5), so the first one is made on the
 * server with the command-line task, and this page says how — with the visitor's own e-mail filled
 * in, since the account they are signed in with will do.
 */
export function FirstAdminPage() {
  const { data: user } = useGetUserQuery();
  const email = user?.email ?? 'someone@example.com';
  return (
    <AdminPage title="Set up the first admin" maxWidth="sm">
      <Paper
        elevation={0}
        sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}
        component="section"
        aria-labelledby="first-admin-title"
      >
        <Typography
          id="first-admin-title"
          variant="pageTitleCompact"
          component="h1"
          sx={{ color: 'primary.dark', mb: 1 }}
        >
          No admin yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The admin console is for the firm’s administrators, and none has been set up yet. There is
          no default admin account: the first admin is made on the server, by whoever runs it. After
          that, admins promote others from this console.
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0, '& > li': { mb: 2.5 } }}>
          <li>
            <Typography>
              Use an account registered in the client portal — the one you are signed in with (
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                <EmailAddress email={email} />
              </Box>
              ) will do.
            </Typography>
          </li>
          <li>
            <Typography>On the server, make it an admin with the command-line task:</Typography>
            <Command>{`npm run admin:promote -- ${email}`}</Command>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              With the Docker deployment (docs/operations.md):
            </Typography>
            <Command>{`docker compose -p northbridge -f docker/compose.yml exec api node dist/apps/api/cli.js promote ${email}`}</Command>
          </li>
          <li>
            <Typography>Then reload this page: the console opens.</Typography>
          </li>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button component={AppLink} app={HOME_LINK.app} to={HOME_LINK.to} variant="outlined">
            Back to Home
          </Button>
        </Box>
      </Paper>
    </AdminPage>
  );
}
