import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_FIRM } from '@consult/domain';

export interface BrandMarkProps {
  /** Width and height in pixels. */
  size?: number;
  /** Names the mark for screen readers; without it the mark is decorative. */
  title?: string;
}

/** The firm's monogram: the initial in gold on navy, framed by a fine gold rule. */
export function BrandMark({ size = 36, title }: BrandMarkProps) {
  const { palette } = useTheme();
  const titleId = useId();
  const initial = DEFAULT_FIRM.name.charAt(0).toUpperCase();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
      focusable="false"
      style={{ flexShrink: 0, display: 'block' }}
    >
      {title && <title id={titleId}>{title}</title>}
      <rect width="48" height="48" rx="9" fill={palette.primary.dark} />
      <rect
        x="4.5"
        y="4.5"
        width="39"
        height="39"
        rx="6"
        fill="none"
        stroke={palette.secondary.main}
        strokeWidth="1.2"
      />
      <text
        x="24"
        y="32.5"
        textAnchor="middle"
        fontFamily='Georgia, "Times New Roman", serif'
        fontSize="24"
        fontWeight="700"
        fill={palette.secondary.light}
      >
        {initial}
      </text>
      <rect x="16" y="36.5" width="16" height="1.4" fill={palette.secondary.main} />
    </svg>
  );
}
