import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
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
  /** At most this many are shown, and '+N' counts the rest (spec 000 §9: 3 on a card). */
  limit?: number;
  /** Tags the visitor filters by: shown first, and filled. */
  selected?: readonly StoryTag[];
}

/** A story's tags as a list of small chips. */
export function StoryTags({ tags, limit = Infinity, selected = [] }: StoryTagsProps) {
  const { shown, hidden } = splitTags(tags, limit, selected);
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {shown.map((tag) => {
        const match = selected.includes(tag);
        return (
          <li key={tag}>
            <Chip
              size="small"
              variant="outlined"
              label={tag}
              sx={(theme) => ({
                fontWeight: match ? 700 : 500,
                color: 'primary.dark',
                borderColor: match
                  ? theme.palette.primary.main
                  : alpha(theme.palette.primary.main, 0.25),
                bgcolor: match ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
              })}
            />
          </li>
        );
      })}
      {hidden.length > 0 && (
        <li title={hidden.join(', ')}>
          <Chip
            size="small"
            label={
              <>
                <span aria-hidden>{`+${hidden.length}`}</span>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {`and ${hidden.length} more: ${hidden.join(', ')}`}
                </Box>
              </>
            }
            sx={(theme) => ({
              color: 'text.secondary',
              bgcolor: alpha(theme.palette.primary.main, 0.06),
            })}
          />
        </li>
      )}
    </Box>
  );
}
