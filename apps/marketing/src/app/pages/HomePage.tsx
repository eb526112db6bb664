import Box from '@mui/material/Box';
import { DEFAULT_FIRM } from '@consult/domain';
import { StaticPart } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { firmStructuredData } from '../features/seo/structured-data';
import { HeroSection } from '../features/home/HeroSection';
import { ServicesSection } from '../features/home/ServicesSection';
import { usePortraitFallbacks } from '../features/home/TestimonialCard';
import { TestimonialsSection } from '../features/home/TestimonialsSection';

/** Home (req SITE-2): hero, services, testimonials; the header (MarketingRoot) hides its nav links here. */
export function HomePage() {
  usePortraitFallbacks();
  return (
    <>
      <PageMeta
        title={DEFAULT_FIRM.tagline}
        description={`${DEFAULT_FIRM.name} advises private and public companies on strategy, growth, capital markets, go-to-market, marketing and digital transformation. Request a free consultation.`}
        path="/"
        structuredData={firmStructuredData()}
      />
      <Box sx={{ minHeight: '200vh' }}>
        {/* Nothing below the header has anything to do in the browser; a testimonial's portrait
            that fails to load is hidden by the page's own effect (usePortraitFallbacks). */}
        <StaticPart>
          <HeroSection />
          <ServicesSection />
          <TestimonialsSection />
        </StaticPart>
      </Box>
    </>
  );
}
