import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { findService, subServicePath } from '@consult/domain';
import { subServiceContent } from '@consult/content';
import { NotFoundContent, StaticPart } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { Breadcrumbs } from '../features/services/Breadcrumbs';
import { EngagementFacts } from '../features/services/EngagementFacts';
import { PageHero } from '../features/services/PageHero';
import { SubServiceAside } from '../features/services/SubServiceAside';
import { SubServiceDetails } from '../features/services/SubServiceDetails';
import { subServiceStructuredData } from '../features/services/service-structured-data';
import { usePageUrl } from '../features/services/usePageUrl';

/**
 * A sub-service's page (/services/{service}/{sub-service}, req RULES-2): what it is, what is
 * delivered, how an engagement runs, who it is for, and a call to action; breadcrumbs lead back to
 * its service. An unknown service or sub-service is a 404.
 */
export function SubServicePage() {
  const { serviceSlug = '', subServiceSlug = '' } = useParams();
  const pageUrl = usePageUrl();
  const service = findService(serviceSlug);
  const subService = service?.subServices.find((sub) => sub.slug === subServiceSlug);
  const copy = service && subService && subServiceContent(service.slug, subService);
  if (!service || !subService || !copy) return <NotFoundContent />;

  return (
    <>
      <PageMeta
        title={`${subService.name} | ${service.name}`}
        description={copy.summary}
        path={subServicePath(service.slug, subService.slug)}
        structuredData={subServiceStructuredData(service, subService, copy.summary, pageUrl)}
      />
      <StaticPart>
        <PageHero
          nav={<Breadcrumbs service={service} current={subService.name} />}
          eyebrow={service.name}
          title={subService.name}
          lead={copy.summary}
        >
          <EngagementFacts duration={copy.duration} />
        </PageHero>

        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 6, lg: 8 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
              alignItems: 'start',
            }}
          >
            <SubServiceDetails content={copy} />
            <SubServiceAside service={service} subService={subService} content={copy} />
          </Box>
        </Container>
      </StaticPart>
    </>
  );
}
