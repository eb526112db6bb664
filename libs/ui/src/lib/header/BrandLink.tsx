import Box from '@mui/material/Box';
import { DEFAULT_FIRM } from '@consult/domain';
import { BrandMark } from '../brand/BrandMark';
import { AppLink } from '../links/AppLink';
import { HOME_LINK } from '../links/site-links';
import { TOUCH_TARGET_PX } from '../theme/theme';
import { FOCUS_RING } from '../theme/focus-ring';

export interface BrandLinkProps {
  /** Replaces the firm's name as the visible title (the link still names the firm's home page). */
  title?: string;
  /** A short label after the name, e.g. 'Admin'. */
  section?: string;
  compact?: boolean;
}

/** The brand title: monogram and firm name, linking to the marketing site's home page. */
export function BrandLink({ title, section, compact = false }: BrandLinkProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        component={AppLink}
        {...HOME_LINK}
        aria-label={title ? `${DEFAULT_FIRM.name} home` : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: compact ? 'center' : 'flex-start',
          gap: 1.25,
          minWidth: 0,
          minHeight: TOUCH_TARGET_PX,
          color: 'primary.dark',
          textDecoration: 'none',
          borderRadius: 1,
          '&:focus-visible': FOCUS_RING,
        }}
      >
        {!compact && <BrandMark size={36} />}
        <Box
          component="span"
          sx={{
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: compact ? 16 : 20,
            textWrap: 'balance',
            lineHeight: 1.2,
            letterSpacing: '0.005em',
            textAlign: compact ? 'center' : 'left',
          }}
        >
          {title ?? DEFAULT_FIRM.name}
        </Box>
      </Box>
      {section && !compact && (
        // A plain label styled as a small outlined chip: MUI's Chip would add 2.5 KB to every
        // public page's JavaScript for a label only the admin console shows.
        <Box
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            border: 1,
            borderColor: 'secondary.main',
            borderRadius: 1,
            color: 'secondary.dark',
            fontSize: 13,
            fontWeight: 500,
            lineHeight: 1.5,
            whiteSpace: 'nowrap',
          }}
        >
          {section}
        </Box>
      )}
    </Box>
  );
}
