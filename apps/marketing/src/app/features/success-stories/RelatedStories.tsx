import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SuccessStory } from '@consult/content';
import { StoryCard } from './StoryCard';

/** Up to three stories that share tags with this one. */
export function RelatedStories({ stories }: { stories: readonly SuccessStory[] }) {
  if (stories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-stories-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="related-stories-title"
          variant="headlineMd"
          component="h2"
          sx={{ color: 'primary.dark', mb: { xs: 3, md: 4 } }}
        >
          Related success stories
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
