import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { StoryTag, SuccessStory } from '@consult/content';
import { staticLinkState } from '@consult/ui';
import { liftingLinkedCardSx, stretchedLinkSx } from '../cards/linked-card';
import { ImpactChip } from './ImpactChip';
import { StoryTags } from './StoryTags';
import { FROM_LIST_STATE, storyPath } from './story-links';
import { StoryClientFacts } from './StoryClientFacts';

/** Tags on a card (req SITE-9). */
export const CARD_TAG_LIMIT = 3;

export interface StoryCardProps {
  story: SuccessStory;
  /** The tags being filtered by, shown first. */
  selectedTags?: readonly StoryTag[];
  /** On the list: the story's back link then returns to the list as it was left. */
  fromList?: boolean;
}

/** A story on the list: impact, title (the link to the story), industry, size, result and tags. */
function StoryCardBase({ story, selectedTags = [], fromList = false }: StoryCardProps) {
  return (
    <Card component="article" sx={liftingLinkedCardSx}>
      <CardContent
        sx={{
          p: { xs: 3, md: 3.5 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          height: '100%',
        }}
      >
        <Box>
          <ImpactChip impact={story.impact} />
        </Box>
        <Typography variant="titleMd" component="h3" sx={{ color: 'primary.dark' }}>
          <Link
            component={RouterLink}
            to={storyPath(story.id)}
            state={fromList ? FROM_LIST_STATE : undefined}
            // The list keeps its prerendered cards as they are (StoryResults): the app follows
            // such a link with this state all the same.
            {...(fromList ? staticLinkState(FROM_LIST_STATE) : {})}
            underline="none"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {story.title}
          </Link>
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.5,
            color: 'text.secondary',
            fontSize: 'body2.fontSize',
            '& > p': { display: 'inline-flex', alignItems: 'center', gap: 0.75, m: 0 },
            '& svg': { fontSize: 18, color: 'secondary.dark' },
          }}
        >
          <StoryClientFacts story={story} />
        </Box>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, flex: 1 }}>
          {story.result}
        </Typography>
        <StoryTags tags={story.tags} limit={CARD_TAG_LIMIT} selected={selectedTags} />
        <Box
          aria-hidden
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 600,
            color: 'secondary.dark',
          }}
        >
          Read the story <ArrowForward sx={{ fontSize: 18 }} />
        </Box>
      </CardContent>
    </Card>
  );
}

const sameTags = (a: readonly StoryTag[] = [], b: readonly StoryTag[] = []) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/** Re-renders only when its story, or the selected tags, change (not on every filter click). */
export const StoryCard = memo(
  StoryCardBase,
  (before, after) =>
    before.story === after.story &&
    before.fromList === after.fromList &&
    sameTags(before.selectedTags, after.selectedTags),
);
