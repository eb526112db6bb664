import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageSectionProps {
  /** The section's h2, which names it. */
  title: string;
  eyebrow?: string;
  /** A paragraph under the heading. */
  intro?: string;
  /** 'paper' for a white band between sections on the page's background. */
  tone?: 'default' | 'paper';
  children: ReactNode;
}

/** A band of an inner page: a labelled section with its eyebrow, h2 and content. */
export function PageSection({
  title,
  eyebrow,
  intro,
  tone = 'default',
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 10 },
        ...(tone === 'paper' && {
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }),
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 760, mb: { xs: 4, md: 5 } }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            id={headingId}
            variant="headlineLg"
            component="h2"
            sx={{ color: 'primary.dark', textWrap: 'balance' }}
          >
            {title}
          </Typography>
          {intro && (
            <Typography variant="lead" sx={{ mt: 2, color: 'text.secondary' }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
