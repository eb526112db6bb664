import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useHydrated } from '@consult/ui';
import { STORIES_PATH, cameFromList } from './story-links';

/**
 * 'Back to Success Stories': the list. When the story was opened from the list, it goes back in
 * history instead, to the list as it was left: same filters, same scroll position. (Filter changes
 * replace the list's history entry, so the entry before the story is the list.)
 */
export function BackToStoriesLink({ sx }: { sx?: SxProps<Theme> }) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromList = hydrated && cameFromList(state);

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) opens the plain list.
    if (!fromList || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Button
      component={RouterLink}
      to={STORIES_PATH}
      onClick={goBack}
      startIcon={<ArrowBack />}
      sx={sx}
    >
      Back to Success Stories
    </Button>
  );
}
