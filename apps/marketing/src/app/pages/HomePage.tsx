import Box from '@mui/material/Box';
import { DEFAULT_FIRM } from '@consult/domain';
import { PageLayout } from '@consult/ui';
import { HeroSection } from '../features/home/HeroSection';
import { ServicesSection } from '../features/home/ServicesSection';
import { TestimonialsSection } from '../features/home/TestimonialsSection';

/** Home (spec 000 §2): hero, services, testimonials; the header's nav links are hidden here. */
export function HomePage() {
  return (
    <PageLayout hideNav>
      <title>{`${DEFAULT_FIRM.name} | ${DEFAULT_FIRM.tagline}`}</title>
      <Box sx={{ minHeight: '200vh' }}>
        <HeroSection />
        <ServicesSection />
        <TestimonialsSection />
      </Box>
    </PageLayout>
  );
}
