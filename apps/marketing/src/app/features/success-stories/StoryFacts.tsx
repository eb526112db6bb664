import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import type { SuccessStory } from '@consult/content';
import { VISUALLY_HIDDEN } from '@consult/ui';
import { IconTile } from '../cards/IconTile';

const FACTS: ReadonlyArray<{
  key: 'timeline' | 'team' | 'roi';
  label: string;
  Icon: ComponentType<SvgIconProps>;
}> = [
  { key: 'timeline', label: 'Timeline', Icon: EventOutlined },
  { key: 'team', label: 'Team', Icon: GroupsOutlined },
  { key: 'roi', label: 'Return on investment', Icon: ShowChart },
];

/** The engagement in three facts: timeline, team and ROI, on a card that overlaps the heading band. */
export function StoryFacts({ story }: { story: SuccessStory }) {
  return (
    <Card
      component="section"
      aria-labelledby="story-facts-title"
      sx={(theme) => ({
        mt: { xs: -6, md: -7 },
        position: 'relative',
        boxShadow: `0 16px 40px ${alpha(theme.palette.primary.dark, 0.12)}`,
      })}
    >
      <Typography id="story-facts-title" variant="h2" sx={VISUALLY_HIDDEN}>
        The engagement
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {FACTS.map(({ key, label, Icon }, index) => (
          <Box
            key={key}
            sx={(theme) => {
              const line = index > 0 ? `1px solid ${theme.palette.divider}` : 'none';
              return {
                p: { xs: 2.5, md: 3.5 },
                borderTop: { xs: line, md: 'none' },
                borderLeft: { xs: 'none', md: line },
              };
            }}
          >
            <Typography
              component="dt"
              variant="overline"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                color: 'text.secondary',
                lineHeight: 1.5,
              }}
            >
              <IconTile size={44}>
                <Icon />
              </IconTile>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mt: { xs: 1, md: 1.5 }, color: 'text.primary', lineHeight: 1.6 }}
            >
              {story[key]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
