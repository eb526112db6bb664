import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { storyParagraphs } from '@consult/content';

export interface StorySectionProps {
  id: string;
  eyebrow: string;
  title: string;
  /** A long text field of the story, paragraphs separated by blank lines. */
  text?: string;
  children?: ReactNode;
}

/** One part of the case study (challenge, approach, solution, outcomes): an h2 and its text. */
export function StorySection({ id, eyebrow, title, text, children }: StorySectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="headlineMd"
        component="h2"
        sx={{ color: 'primary.dark', mt: 0.5, mb: 2 }}
      >
        {title}
      </Typography>
      {text &&
        storyParagraphs(text).map((paragraph) => (
          <Typography
            key={paragraph.slice(0, 40)}
            variant="bodyLg"
            sx={{ lineHeight: 1.8, color: 'text.primary', mb: 2 }}
          >
            {paragraph}
          </Typography>
        ))}
      {children}
    </Box>
  );
}
