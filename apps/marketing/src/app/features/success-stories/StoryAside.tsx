import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip, { chipClasses } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { NO_STORY_FILTERS, storyFiltersToQuery, type SuccessStory } from '@consult/content';
import { STORIES_PATH } from './story-links';
import { FOCUS_RING } from '@consult/ui';

/** The story's recognitions, and its tags as links to the stories sharing each one. */
export function StoryAside({ story }: { story: SuccessStory }) {
  return (
    <Box component="aside" aria-label="Recognition and topics" sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby="story-recognition-title" sx={{ p: 3 }}>
        <Typography
          id="story-recognition-title"
          variant="titleSm"
          component="h2"
          sx={{ color: 'primary.dark', mb: 2 }}
        >
          Recognition
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {story.recognitions.map((recognition) => (
            <Box
              component="li"
              key={recognition}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <EmojiEventsOutlined aria-hidden sx={{ color: 'secondary.dark', mt: '2px' }} />
              <Typography sx={{ lineHeight: 1.6 }}>{recognition}</Typography>
            </Box>
          ))}
        </Box>
      </Card>
      <Card component="section" aria-labelledby="story-topics-title" sx={{ p: 3 }}>
        <Typography
          id="story-topics-title"
          variant="titleSm"
          component="h2"
          sx={{ color: 'primary.dark', mb: 1 }}
        >
          Topics
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          See other stories on the same topic.
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {story.tags.map((tag) => (
            <li key={tag}>
              <Chip
                component={RouterLink}
                to={`${STORIES_PATH}?${storyFiltersToQuery({ ...NO_STORY_FILTERS, tags: [tag] })}`}
                clickable
                variant="outlined"
                label={tag}
                sx={(theme) => ({
                  color: 'primary.dark',
                  borderColor: alpha(theme.palette.primary.main, 0.3),
                  [`&.${chipClasses.focusVisible}`]: FOCUS_RING,
                })}
              />
            </li>
          ))}
        </Box>
      </Card>
    </Box>
  );
}
