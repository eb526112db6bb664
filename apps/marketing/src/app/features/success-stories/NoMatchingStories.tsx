import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchOff from '@mui/icons-material/SearchOff';
import {
  IMPACT_LABELS,
  storyFilterRelaxations,
  type StoryFilterChoice,
  type StoryFilters,
  type SuccessStory,
} from '@consult/content';
import { countOf } from '@consult/domain';

/** How many suggestions of a filter to remove. */
const MAX_SUGGESTIONS = 3;

export interface NoMatchingStoriesProps {
  /** Every story, to count what removing a filter would show. */
  stories: readonly SuccessStory[];
  filters: StoryFilters;
  onRemove: (choice: StoryFilterChoice) => void;
  onClear: () => void;
}

function choiceLabel(choice: StoryFilterChoice): string {
  return choice.group === 'impacts' ? IMPACT_LABELS[choice.value] : choice.value;
}

/**
 * What an empty result says: why, which filters to remove to see stories again (and how many each
 * would show), and the way back to every story.
 */
export function NoMatchingStories({ stories, filters, onRemove, onClear }: NoMatchingStoriesProps) {
  const suggestions = storyFilterRelaxations(stories, filters).slice(0, MAX_SUGGESTIONS);
  return (
    <Box
      sx={(theme) => ({
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: { xs: 2.5, md: 4 },
        borderRadius: 3,
        border: `1px dashed ${alpha(theme.palette.primary.main, 0.3)}`,
        bgcolor: 'background.paper',
      })}
    >
      <SearchOff aria-hidden sx={{ fontSize: 44, color: 'secondary.dark', mb: 1.5 }} />
      <Typography variant="titleMd" component="h3" sx={{ color: 'primary.dark', mb: 1 }}>
        No stories match these filters
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480, mx: 'auto', mb: 3 }}>
        No single story has all of the filters you chose: any choice within a group matches, but
        each group you use narrows the list.
        {suggestions.length > 0 && ' Try removing one of these:'}
      </Typography>
      {suggestions.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mb: 3,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {suggestions.map(({ choice, count }) => (
            <li key={`${choice.group}:${choice.value}`}>
              <Button variant="outlined" onClick={() => onRemove(choice)}>
                {`Remove ${choiceLabel(choice)} (${countOf(count, 'story', 'stories')})`}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Button variant="contained" onClick={onClear}>
        {`Show all ${countOf(stories.length, 'story', 'stories')}`}
      </Button>
    </Box>
  );
}
