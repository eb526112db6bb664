import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';

/** The initials of a full name: the first letters of its first and last words ('?' for none). */
export function personInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (words[0].charAt(0) + last).toUpperCase();
}

/** A person's initials on a gold disc, in place of a photograph (req RULES-3). Decorative. */
export function PersonAvatar({ name, size = 88 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.36,
        fontWeight: 700,
        fontFamily: theme.typography.h1.fontFamily,
        color: 'primary.dark',
        bgcolor: alpha(theme.palette.secondary.main, 0.25),
        border: `2px solid ${alpha(theme.palette.secondary.main, 0.6)}`,
      })}
    >
      {personInitials(name)}
    </Avatar>
  );
}
