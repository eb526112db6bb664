import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { IMPACT_LABELS, type ImpactLevel } from '@consult/content';

/** 'High Impact' (gold) or 'Medium Impact' (navy tint). */
export function ImpactChip({
  impact,
  size = 'small',
}: {
  impact: ImpactLevel;
  size?: 'small' | 'medium';
}) {
  const high = impact === 'high';
  return (
    <Chip
      size={size}
      label={IMPACT_LABELS[impact]}
      icon={high ? <TrendingUp aria-hidden /> : undefined}
      sx={(theme) => ({
        color: 'primary.dark',
        bgcolor: high
          ? alpha(theme.palette.secondary.main, 0.25)
          : alpha(theme.palette.primary.main, 0.08),
        '& .MuiChip-icon': { color: 'secondary.dark' },
      })}
    />
  );
}
