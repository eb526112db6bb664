import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  BUSINESS_SIZES,
  IMPACT_LABELS,
  IMPACT_LEVELS,
  STORY_INDUSTRIES,
  STORY_TAGS,
  activeStoryFilterCount,
  type ImpactLevel,
} from '@consult/content';
import { useHydrated } from '@consult/ui';
import { FilterChipGroup } from './FilterChipGroup';
import type { StoryFilterState } from './useStoryFilters';
import { countOf } from '@consult/domain';

const impactLabel = (impact: ImpactLevel) => IMPACT_LABELS[impact];

/** The phone's button that folds the filters away to show what they found. */
function showLabel(count: number): string {
  if (count === 0) return 'See why no story matches';
  return `Show ${countOf(count, 'story', 'stories')}`;
}

export interface StoryFilterPanelProps extends Pick<StoryFilterState, 'filters' | 'toggle'> {
  /** How many stories pass the filters, for the phone's Show N stories button. */
  resultCount: number;
}

/**
 * The four filters. Wide windows always show them (beside the stories from 1024 px); phones fold
 * them behind a Show filters button so the stories are not pushed a screen down. CSS does the
 * folding until the page is live on a wide window or the phone's button is used, as the
 * prerendered page cannot know the window's width.
 */
export function StoryFilterPanel({ filters, toggle, resultCount }: StoryFilterPanelProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const count = activeStoryFilterCount(filters);
  const foldable = hydrated ? narrow : true;
  // Folded on a phone and shown on a wide window by CSS, before hydration and after it on a
  // phone, with the styles the prerendered page carries: going live compiles no new rule on a
  // phone (issue 19: the panel's, the toggle's and the Show N stories button's new styles were
  // about 60 rules, compiled in one task right after hydration).
  const panelDisplay =
    hydrated && (open || !narrow)
      ? { display: 'flex' }
      : { display: 'none', [theme.breakpoints.up('md')]: { display: 'flex' } };

  /** Folds the filters away and brings the first stories into view (phones). */
  const showStories = () => {
    setOpen(false);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Box
      component="section"
      ref={sectionRef}
      aria-labelledby="story-filters-title"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        scrollMarginTop: (muiTheme) => muiTheme.spacing(10),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography
          id="story-filters-title"
          variant="titleSm"
          component="h2"
          sx={{ color: 'primary.dark' }}
        >
          Filter stories
        </Typography>
        {foldable && (
          <Button
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ display: { md: 'none' }, flexShrink: 0 }}
          >
            {open ? 'Hide filters' : 'Show filters'}
            {count > 0 && ` (${count})`}
          </Button>
        )}
      </Box>
      <Stack id={panelId} spacing={3} sx={[{ mt: 2 }, panelDisplay]}>
        <FilterChipGroup
          group="industries"
          label="Industry"
          options={STORY_INDUSTRIES}
          selected={filters.industries}
          toggle={toggle}
        />
        <FilterChipGroup
          group="sizes"
          label="Business size"
          options={BUSINESS_SIZES}
          selected={filters.sizes}
          toggle={toggle}
        />
        <FilterChipGroup
          group="impacts"
          label="Impact level"
          options={IMPACT_LEVELS}
          selected={filters.impacts}
          optionLabel={impactLabel}
          toggle={toggle}
        />
        <FilterChipGroup
          group="tags"
          label="Tags"
          options={STORY_TAGS}
          selected={filters.tags}
          toggle={toggle}
        />
        {foldable && (
          <Button
            variant="contained"
            fullWidth
            onClick={showStories}
            sx={{ display: { md: 'none' } }}
          >
            {showLabel(resultCount)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
