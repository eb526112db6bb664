import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { SERVICE_CARDS } from '@consult/content';
import { StaticPart } from '@consult/ui';
import { Reveal } from '../features/home/Reveal';
import { ServiceCard } from '../features/home/ServiceCard';
import { PageMeta } from '../features/seo/PageMeta';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { PageHero } from '../features/services/PageHero';

/** Card entrance stagger (req SITE-9), as on the home page. */
const STAGGER_SECONDS = 0.1;

/** The services overview (/services, req RULES-2): the home page's six service cards. */
export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Six consulting practices for private and public companies: business strategy, go-to-market, capital markets, corporate advisory, marketing and digital."
        path="/services"
      />
      <StaticPart>
        <PageHero
          eyebrow="What we do"
          title="Our Services"
          lead="Comprehensive consulting services tailored to your business needs, from strategy to execution."
        />
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2.5, md: 3 },
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {SERVICE_CARDS.map((card, index) => (
              <Reveal key={card.slug} delay={index * STAGGER_SECONDS}>
                <ServiceCard service={card} headingLevel="h2" />
              </Reveal>
            ))}
          </Box>
          <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 } }}>
            <Button
              component={RouterLink}
              to="/consulting-services"
              variant="outlined"
              size="large"
              endIcon={<ArrowForward />}
            >
              Compare the services in detail
            </Button>
          </Box>
        </Container>
        <ConsultationCallToAction
          title="Let us talk about your business"
          text="A first consultation costs nothing. Bring the question that keeps you up at night, and we will tell you how we would approach it."
        />
      </StaticPart>
    </>
  );
}
