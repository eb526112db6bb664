import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubServiceContent } from '@consult/content';
import { CheckList } from './CheckList';
import { StepList } from './StepList';

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="headlineMd"
        component="h2"
        sx={{ color: 'primary.dark', mb: { xs: 2.5, md: 3 } }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The body of a sub-service's page: what it is, what we deliver, how it runs, who it is for. */
export function SubServiceDetails({ content }: { content: SubServiceContent }) {
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <DetailSection title="What it is">
        {content.whatItIs.map((paragraph) => (
          <Typography key={paragraph} variant="bodyLg" sx={{ '& + &': { mt: 2.5 } }}>
            {paragraph}
          </Typography>
        ))}
      </DetailSection>
      <DetailSection title="What we deliver">
        <CheckList items={content.deliverables} />
      </DetailSection>
      <DetailSection title="How an engagement runs">
        <StepList steps={content.engagement} layout="stacked" />
      </DetailSection>
      <DetailSection title="Who it is for">
        <CheckList items={content.audience} />
      </DetailSection>
    </Stack>
  );
}
