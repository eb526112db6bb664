import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SERVICE_CARDS } from '@consult/content';
import { StaticPart } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { ConsultingServiceCard } from '../features/services/ConsultingServiceCard';
import { PageHero } from '../features/services/PageHero';

/**
 * The consulting services overview (/consulting-services, req SITE-2): six cards, each with five
 * sub-services and a Learn More link, then the Request Free Consultation call to action.
 */
export function ConsultingServicesPage() {
  return (
    <>
      <PageMeta
        title="Consulting Services"
        description="Strategy, go-to-market, capital markets, corporate advisory, marketing and digital consulting for private and public companies, led by senior advisers."
        path="/consulting-services"
      />
      <StaticPart>
        <PageHero
          eyebrow="What we do"
          title="Consulting Services"
          lead="Six practices, one standard of work. Whether you are planning growth, raising capital, entering a market or modernizing your systems, a senior adviser leads your engagement from the first meeting to the last milestone."
        />
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2.5, md: 3 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
            }}
          >
            {SERVICE_CARDS.map((card) => (
              <ConsultingServiceCard key={card.slug} card={card} />
            ))}
          </Box>
        </Container>
        <ConsultationCallToAction
          title="Not sure where to start?"
          text="Tell us about your business and what you want to achieve. The first consultation is free, and you will leave it with a clearer view of your options, whether or not we work together."
          buttonLabel="Request Free Consultation"
        />
      </StaticPart>
    </>
  );
}
