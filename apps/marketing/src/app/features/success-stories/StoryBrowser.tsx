import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SUCCESS_STORIES, filterStories } from '@consult/content';
import { HydrateLater } from '@consult/ui';
import { StoryFilterPanel } from './StoryFilterPanel';
import { StoryResults } from './StoryResults';
import { useStoryFilters } from './useStoryFilters';

/**
 * The filters and the matching stories, side by side from 1024 px. The only part of the list page
 * that follows the address, so a filter click re-renders nothing else.
 */
export function StoryBrowser() {
  const { filters, toggle, remove, clear } = useStoryFilters();
  const stories = useMemo(() => filterStories(SUCCESS_STORIES, filters), [filters]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, lg: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <StoryFilterPanel filters={filters} toggle={toggle} resultCount={stories.length} />
        {/* The stories hydrate in a task of their own, after the filters' (issue 19). */}
        <HydrateLater>
          <StoryResults
            all={SUCCESS_STORIES}
            stories={stories}
            filters={filters}
            onRemove={remove}
            onClear={clear}
          />
        </HydrateLater>
      </Box>
    </Container>
  );
}
