import Box from '@mui/material/Box';

/**
 * An e-mail address that wraps, when it must, after its '@' and keeps its domain whole (the domain
 * moves to the next line as one piece, and breaks only if it is wider than the line itself).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
        {email.slice(at + 1)}
      </Box>
    </>
  );
}
