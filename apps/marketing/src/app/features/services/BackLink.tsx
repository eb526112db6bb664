import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { FOCUS_RING } from '@consult/ui';

export interface BackLinkProps {
  to: string;
  label: string;
  /** 'light' on the navy hero, 'dark' on the page's background. */
  tone?: 'light' | 'dark';
}

/** A way back ('Back to Home', 'Back to Digital Solutions'): an arrow and a label. */
export function BackLink({ to, label, tone = 'light' }: BackLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        fontWeight: 600,
        color: tone === 'light' ? alpha(theme.palette.common.white, 0.9) : 'primary.main',
        '&:hover': { color: tone === 'light' ? 'common.white' : 'primary.dark' },
        '&:focus-visible': { ...FOCUS_RING, borderRadius: 0.5 },
      })}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}
