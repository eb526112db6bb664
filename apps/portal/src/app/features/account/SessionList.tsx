import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Computer from '@mui/icons-material/Computer';
import { ACCOUNT_MESSAGES, type AccountSession } from '@consult/domain';
import {
  errorMessage,
  isSessionExpired,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetSessionsQuery,
} from '@consult/api-client';
import { ConfirmDialog, ListState, useToast } from '@consult/ui';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A time from the API in the client's own time zone. */
export function sessionTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : WHEN.format(new Date(time));
}

/** What the confirmation is about: one session, or every other one. */
type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' };

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: () => void }) {
  const headingId = `session-${session.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Computer color="action" sx={{ display: { xs: 'none', sm: 'block' } }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
            {session.browser}
          </Typography>
          {session.current && <Chip label="This device" color="primary" size="small" />}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          title={session.userAgent ?? undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          IP address {session.ipAddress ?? 'not recorded'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Signed in {sessionTime(session.createdAt)} · Last active {sessionTime(session.lastSeenAt)}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          variant="outlined"
          color="error"
          onClick={onEnd}
          aria-label={`Sign out ${session.browser}, last active ${sessionTime(session.lastSeenAt)}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Sign out
        </Button>
      )}
    </Box>
  );
}

/**
 * Where the client is signed in (issue 17): each session's browser, address and times, this
 * device marked; any other one can be signed out, or all of them at once, after a confirmation.
 */
export function SessionList() {
  const query = useGetSessionsQuery();
  const sessions = query.data ?? [];
  const [endSession, { isLoading: endingOne }] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  // What the dialog asks about stays while it closes, so its text does not change as it fades.
  const [pending, setPending] = useState<Pending | null>(null);
  const [asking, setAsking] = useState(false);
  const { toast } = useToast();
  const others = sessions.filter((session) => !session.current);

  const ask = (what: Pending) => {
    setPending(what);
    setAsking(true);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'one') {
        await endSession(pending.session.id).unwrap();
        toast({ title: ACCOUNT_MESSAGES.sessionEnded, description: pending.session.browser });
      } else {
        const { ended } = await endOthers().unwrap();
        toast({ title: ACCOUNT_MESSAGES.otherSessionsEnded(ended) });
      }
    } catch (failure) {
      if (isSessionExpired(failure)) return;
      toast({
        title: ACCOUNT_MESSAGES.endSessionFailed,
        description: errorMessage(failure, ACCOUNT_MESSAGES.endSessionFailed),
        variant: 'destructive',
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        These are the browsers signed in to your account. If you do not recognise one, sign it out
        and change your password.
      </Typography>
      <ListState
        query={query}
        loadingLabel="Loading sessions"
        error={{ text: ACCOUNT_MESSAGES.sessionsFailed }}
      >
        <Box component="ul" aria-label="Your sessions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={() => ask({ kind: 'one', session })}
            />
          ))}
        </Box>
        {others.length > 0 && (
          <Box>
            <Button variant="contained" color="error" onClick={() => ask({ kind: 'others' })}>
              Sign out all other sessions
            </Button>
          </Box>
        )}
      </ListState>
      <ConfirmDialog
        open={asking}
        busy={endingOne || endingOthers}
        busyLabel="Signing out..."
        title={pending?.kind === 'one' ? 'Sign out this session?' : 'Sign out all other sessions?'}
        description={
          pending?.kind === 'one'
            ? `${pending.session.browser} (IP address ${pending.session.ipAddress ?? 'not recorded'}) will be signed out at once.`
            : `Every browser signed in to your account except this one will be signed out at once (${others.length}).`
        }
        confirmLabel={pending?.kind === 'one' ? 'Sign out' : 'Sign out all'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
