import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}

/** A section's eyebrow, heading (labelling the section through `id`) and subtitle. */
export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="headlineXl"
        component="h2"
        sx={{ color: 'primary.dark', mt: 0.5, mb: subtitle ? 2 : 0, textWrap: 'balance' }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="lead" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
