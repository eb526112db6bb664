import Box from '@mui/material/Box';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { SuccessStory } from '@consult/content';
import { VISUALLY_HIDDEN } from '@consult/ui';

/**
 * Who the client was, in two short paragraphs: the industry and the business size, each after its
 * icon, with its label for screen readers ("Industry: Logistics"). The caller lays them out.
 */
export function StoryClientFacts({
  story,
}: {
  story: Pick<SuccessStory, 'industry' | 'businessSize'>;
}) {
  return (
    <>
      <p>
        <BusinessOutlined aria-hidden />
        <Box component="span" sx={VISUALLY_HIDDEN}>
          Industry:{' '}
        </Box>
        {story.industry}
      </p>
      <p>
        <GroupsOutlined aria-hidden />
        <Box component="span" sx={VISUALLY_HIDDEN}>
          Business size:{' '}
        </Box>
        {story.businessSize}
      </p>
    </>
  );
}
