import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import type { ClientTestimonial } from '@consult/content';
import { VISUALLY_HIDDEN } from '@consult/ui';

/** The client's testimonial: the quote, its author and their position. */
export function StoryQuote({ testimonial }: { testimonial: ClientTestimonial }) {
  return (
    <Box
      component="section"
      aria-labelledby="story-quote-title"
      sx={{
        bgcolor: 'background.paper',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 7, md: 10 },
      }}
    >
      <Typography id="story-quote-title" variant="h2" sx={VISUALLY_HIDDEN}>
        In the client's words
      </Typography>
      <Container maxWidth="md">
        <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
          <FormatQuote
            aria-hidden
            sx={{ fontSize: 56, color: 'secondary.main', transform: 'scaleX(-1)' }}
          />
          <Box
            component="blockquote"
            sx={(theme) => ({
              m: 0,
              mb: 3,
              fontFamily: theme.typography.h1.fontFamily,
              fontSize: { xs: 21, md: 27 },
              lineHeight: 1.5,
              color: 'primary.dark',
              textWrap: 'pretty',
            })}
          >
            {testimonial.quote}
          </Box>
          <Box component="figcaption">
            <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {testimonial.author}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {testimonial.position}
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
