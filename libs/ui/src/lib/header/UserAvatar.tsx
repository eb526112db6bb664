import Avatar from '@mui/material/Avatar';
import { userInitials, type User } from '@consult/domain';

/** The user's initials ('?' when a name is missing) on a gold disc. */
export function UserAvatar({
  user,
  size = 36,
}: {
  user: Pick<User, 'firstName' | 'lastName'> | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        color: 'primary.dark',
        fontSize: size * 0.4,
        fontWeight: 700,
        letterSpacing: '0.02em',
      }}
    >
      {userInitials(user)}
    </Avatar>
  );
}
