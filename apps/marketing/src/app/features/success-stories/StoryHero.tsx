import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SuccessStory } from '@consult/content';
import { FOCUS_RING, StaticPart } from '@consult/ui';
import { BackToStoriesLink } from './BackToStoriesLink';
import { ImpactChip } from './ImpactChip';
import { StoryClientFacts } from './StoryClientFacts';

/** A story's heading band: the way back, its title (the page's h1), industry, size and impact. */
export function StoryHero({ story }: { story: SuccessStory }) {
  return (
    <Box
      component="section"
      aria-labelledby="story-title"
      sx={(theme) => ({
        color: 'common.white',
        pt: { xs: 3, md: 4 },
        pb: { xs: 10, md: 12 },
        background: `radial-gradient(ellipse at 85% 0%, ${alpha(theme.palette.secondary.main, 0.14)} 0%, transparent 55%),
          linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <BackToStoriesLink
          sx={(theme) => ({
            color: 'common.white',
            ml: -1,
            mb: { xs: 4, md: 6 },
            '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.08) },
            '&.Mui-focusVisible': FOCUS_RING,
          })}
        />
        {/* Only the way back has something to do in the browser (it returns in history to the
            list where it was left): the rest of the band stays as prerendered (issue 19). */}
        <StaticPart>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1 }}>
            Client success story
          </Typography>
          <Typography
            id="story-title"
            variant="displayMd"
            component="h1"
            sx={{
              maxWidth: 900,
              mb: 3,
              textWrap: 'balance',
            }}
          >
            {story.title}
          </Typography>
          <Box
            sx={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 3,
              rowGap: 1.5,
              color: alpha(theme.palette.common.white, 0.9),
              '& > p': { display: 'inline-flex', alignItems: 'center', gap: 1, m: 0 },
              '& svg': { color: 'secondary.light' },
            })}
          >
            <StoryClientFacts story={story} />
            <Box
              sx={(theme) => ({
                '& .MuiChip-root': { bgcolor: 'secondary.light', color: 'primary.dark' },
                '& .MuiChip-icon': { color: theme.palette.primary.dark },
              })}
            >
              <ImpactChip impact={story.impact} size="medium" />
            </Box>
          </Box>
        </StaticPart>
      </Container>
    </Box>
  );
}
