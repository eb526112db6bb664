import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import {
  hasActiveStoryFilters,
  type StoryFilterChoice,
  type StoryFilters,
  type SuccessStory,
} from '@consult/content';
import { StaticPart, VISUALLY_HIDDEN } from '@consult/ui';
import { NoMatchingStories } from './NoMatchingStories';
import { StoryCard } from './StoryCard';
import { countOf } from '@consult/domain';

export interface StoryResultsProps {
  /** Every story. */
  all: readonly SuccessStory[];
  /** The stories that pass the filters. */
  stories: readonly SuccessStory[];
  filters: StoryFilters;
  onRemove: (choice: StoryFilterChoice) => void;
  onClear: () => void;
}

/** What the cards show: the stories, in order, and the tags they put first. */
const cardsKey = (stories: readonly SuccessStory[], tags: readonly string[]) =>
  `${stories.map((story) => story.id).join(' ')}|${tags.join(' ')}`;

/**
 * The matching stories. Once a filter is active, a line says how many match (announced to screen
 * readers as it changes) with a way to clear the filters; no match at all says so and offers all
 * the stories again.
 */
export function StoryResults({ all, stories, filters, onRemove, onClear }: StoryResultsProps) {
  const total = all.length;
  const active = hasActiveStoryFilters(filters);
  const shown = cardsKey(stories, filters.tags);
  const [prerendered] = useState(shown);
  const rendered = useRef(false);
  if (shown !== prerendered) rendered.current = true;
  let summary = '';
  if (active) {
    summary =
      stories.length > 0
        ? `Showing ${stories.length} of ${countOf(total, 'story', 'stories')}`
        : `No stories match these filters`;
  }
  return (
    <Box component="section" aria-labelledby="story-results-title" sx={{ minWidth: 0 }}>
      <Typography id="story-results-title" variant="h2" sx={VISUALLY_HIDDEN}>
        Stories
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: active ? 2.5 : 0,
        }}
      >
        <Typography role="status" sx={{ fontWeight: 600, color: 'primary.dark' }}>
          {summary}
        </Typography>
        {active && (
          <Button onClick={onClear} startIcon={<Close />} sx={{ color: 'primary.main' }}>
            Clear filters
          </Button>
        )}
      </Box>
      {stories.length > 0 ? (
        // The cards are links and text: the prerendered list keeps them as they are and hydrates
        // none (issue 19). Once the filters change what they show, they are a new part, rendered
        // in the browser, and from then on each change re-renders only the cards it changes.
        <StaticPart key={rendered.current ? 'rendered' : 'prerendered'}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2.5, md: 3 },
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} selectedTags={filters.tags} fromList />
            ))}
          </Box>
        </StaticPart>
      ) : (
        <NoMatchingStories stories={all} filters={filters} onRemove={onRemove} onClear={onClear} />
      )}
    </Box>
  );
}
