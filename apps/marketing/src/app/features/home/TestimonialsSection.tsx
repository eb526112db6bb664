import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { TESTIMONIALS } from '@consult/content';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

/** Testimonial entrance stagger (req SITE-9). */
const STAGGER_SECONDS = 0.2;

/** 'Client Success Stories': three testimonials (three columns on wide screens) and the way to all stories. */
export function TestimonialsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-title"
      sx={{
        py: { xs: 10, md: 14 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-title"
          eyebrow="In our clients' words"
          title="Client Success Stories"
          subtitle="Leaders of growing and established companies on what changed after we worked together."
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' },
            maxWidth: { xs: 720, lg: 'none' },
            mx: 'auto',
          }}
        >
          {TESTIMONIALS.map((testimonial, index) => (
            <Reveal key={testimonial.name} delay={index * STAGGER_SECONDS}>
              <TestimonialCard testimonial={testimonial} />
            </Reveal>
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
          <Button
            component={RouterLink}
            to="/success-stories"
            variant="outlined"
            size="large"
            endIcon={<ArrowForward />}
          >
            View all success stories
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
