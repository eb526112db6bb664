import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { StoryTag } from '@consult/content';
import { VISUALLY_HIDDEN } from '@consult/ui';

/**
 * The tags to show when at most `limit` fit: the selected ones first (they say why the story
 * matched), then the rest in the story's order; the others are counted as "+N".
 */
export function splitTags(
  tags: readonly StoryTag[],
  limit: number,
  selected: readonly StoryTag[] = [],
): { shown: StoryTag[]; hidden: StoryTag[] } {
  const ordered = [
    ...tags.filter((tag) => selected.includes(tag)),
    ...tags.filter((tag) => !selected.includes(tag)),
  ];
  return { shown: ordered.slice(0, limit), hidden: ordered.slice(limit) };
}

export interface StoryTagsProps {
  tags: readonly StoryTag[];
  /** At most this many are shown, and '+N' counts the rest (req SITE-9: 3 on a card). */
  limit?: number;
  /** Tags the visitor filters by: shown first, and filled. */
  selected?: readonly StoryTag[];
}

/** The class of a tag's chip; its looks are set once, on the list ({@link tagListStyles}). */
const TAG = 'story-tag';

/**
 * A story's tags as a list of small chips: plain elements styled once by their list, since the
 * stories page shows a dozen cards of them and an MUI Chip each made its hydration slower
 * (docs/performance.md).
 */
export function StoryTags({ tags, limit = Infinity, selected = [] }: StoryTagsProps) {
  const { shown, hidden } = splitTags(tags, limit, selected);
  return (
    <Box component="ul" aria-label="Tags" sx={tagListStyles}>
      {shown.map((tag) => (
        <li key={tag}>
          <span className={selected.includes(tag) ? `${TAG} ${TAG}-match` : TAG}>{tag}</span>
        </li>
      ))}
      {hidden.length > 0 && (
        <li title={hidden.join(', ')}>
          <span className={`${TAG} ${TAG}-more`}>
            <span aria-hidden>{`+${hidden.length}`}</span>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`and ${hidden.length} more: ${hidden.join(', ')}`}
            </Box>
          </span>
        </li>
      )}
    </Box>
  );
}

/** The list and its chips (MUI's small outlined Chip, which they were). */
function tagListStyles(theme: Theme) {
  const { primary } = theme.palette;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 0.75,
    listStyle: 'none',
    m: 0,
    p: 0,
    [`& .${TAG}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      padding: '0 7px',
      borderRadius: 12,
      border: `1px solid ${alpha(primary.main, 0.25)}`,
      color: primary.dark,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 500,
      whiteSpace: 'nowrap',
    },
    [`& .${TAG}-match`]: {
      fontWeight: 700,
      borderColor: primary.main,
      backgroundColor: alpha(primary.main, 0.08),
    },
    [`& .${TAG}-more`]: {
      padding: '0 8px',
      border: 0,
      fontWeight: 600,
      color: theme.palette.text.secondary,
      backgroundColor: alpha(primary.main, 0.06),
    },
  } as const;
}
