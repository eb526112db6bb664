import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ContentPoint } from '@consult/content';

export interface StepListProps {
  steps: readonly ContentPoint[];
  /** 'columns' side by side on wide screens (a page-wide band), 'stacked' one under another. */
  layout?: 'columns' | 'stacked';
}

/** Numbered steps (a methodology, the phases of an engagement), as an ordered list. */
export function StepList({ steps, layout = 'columns' }: StepListProps) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 3, md: layout === 'columns' ? 3 : 3.5 },
        gridTemplateColumns:
          layout === 'columns' ? { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } : '1fr',
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'flex',
            flexDirection: layout === 'columns' ? { xs: 'row', sm: 'column' } : 'row',
            gap: 2,
          }}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontFamily: theme.typography.h1.fontFamily,
              fontSize: 18,
              color: 'primary.dark',
              bgcolor: alpha(theme.palette.secondary.main, 0.2),
              border: `1px solid ${alpha(theme.palette.secondary.main, 0.55)}`,
            })}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography
              variant="titleSm"
              component="h3"
              sx={{
                color: 'primary.dark',
                mb: 0.75,
                mt: layout === 'stacked' ? 0.75 : { xs: 0.75, sm: 0 },
              }}
            >
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{step.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
