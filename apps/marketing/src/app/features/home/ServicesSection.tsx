import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HOME_SERVICES } from '../../content/home-content';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import { ServiceCard } from './ServiceCard';

/** Card entrance stagger (req SITE-9). */
const STAGGER_SECONDS = 0.1;

/** 'Our Services': the six service cards. */
export function ServicesSection() {
  return (
    <Box
      component="section"
      id="services"
      aria-labelledby="services-title"
      sx={{ py: { xs: 10, md: 14 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Our Services"
          subtitle="Comprehensive consulting services tailored to your business needs, from strategy to execution."
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {HOME_SERVICES.map((service, index) => (
            <Reveal key={service.slug} delay={index * STAGGER_SECONDS}>
              <ServiceCard service={service} />
            </Reveal>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
