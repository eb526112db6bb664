import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoryFilterGroup, StoryFilterValue, StoryFilters } from '@consult/content';
import { HydrateLater } from '@consult/ui';
import { FilterChip, filterChipStyles } from './FilterChip';
import type { ToggleStoryFilter } from './useStoryFilters';

export interface FilterChipGroupProps<G extends StoryFilterGroup> {
  group: G;
  label: string;
  options: StoryFilters[G];
  selected: StoryFilters[G];
  toggle: ToggleStoryFilter;
  /** What a value reads as; the value itself by default. */
  optionLabel?: (value: StoryFilterValue<G>) => string;
}

/**
 * One filter (industry, business size, impact or tags): a labelled group of toggle chips, which
 * on a prerendered page hydrates as a part of its own.
 */
function FilterChipGroupBase<G extends StoryFilterGroup>({
  group,
  label,
  options,
  selected,
  toggle,
  optionLabel,
}: FilterChipGroupProps<G>) {
  const labelId = `filter-${group}-label`;
  const onToggle = useCallback(
    (value: StoryFilterValue<G>) => toggle(group, value),
    [toggle, group],
  );
  const values: readonly StoryFilterValue<G>[] = options;
  const chosen: readonly string[] = selected;
  // Each filter hydrates in a task of its own (issue 19: the list's hydration held a phone's
  // main thread in one task of 140-250 ms).
  return (
    <HydrateLater>
      <Box role="group" aria-labelledby={labelId}>
        <Typography
          id={labelId}
          component="h3"
          variant="overline"
          sx={{ display: 'block', color: 'text.secondary', lineHeight: 2, mb: 1 }}
        >
          {label}
        </Typography>
        <Box
          sx={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            ...filterChipStyles(theme),
          })}
        >
          {values.map((value) => (
            <FilterChip
              key={value}
              value={value}
              label={optionLabel ? optionLabel(value) : value}
              pressed={chosen.includes(value)}
              onToggle={onToggle}
            />
          ))}
        </Box>
      </Box>
    </HydrateLater>
  );
}

export const FilterChipGroup = memo(FilterChipGroupBase) as typeof FilterChipGroupBase;
