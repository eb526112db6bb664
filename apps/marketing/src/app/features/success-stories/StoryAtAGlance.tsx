import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { SuccessStory } from '@consult/content';

const SUMMARY: ReadonlyArray<{ key: 'challenge' | 'solution' | 'result'; label: string }> = [
  { key: 'challenge', label: 'Challenge' },
  { key: 'solution', label: 'Solution' },
  { key: 'result', label: 'Result' },
];

/** The story's summary: challenge, solution and result side by side. */
export function StoryAtAGlance({ story }: { story: SuccessStory }) {
  return (
    <Box component="section" aria-labelledby="story-glance-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography
        id="story-glance-title"
        variant="headlineMd"
        component="h2"
        sx={{ color: 'primary.dark', mb: 3 }}
      >
        At a glance
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {SUMMARY.map(({ key, label }) => (
          <Card key={key} sx={{ p: 3, borderTop: 3, borderTopColor: 'secondary.main' }}>
            <Typography variant="titleSm" component="h3" sx={{ color: 'primary.dark', mb: 1 }}>
              {label}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{story[key]}</Typography>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
