import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { findService, servicePath } from '@consult/domain';
import { SERVICE_CONTENT } from '@consult/content';
import { NotFoundContent, StaticPart } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { BackLink } from '../features/services/BackLink';
import { BenefitGrid } from '../features/services/BenefitGrid';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { OtherServicesNav } from '../features/services/OtherServicesNav';
import { PageHero } from '../features/services/PageHero';
import { PageSection } from '../features/services/PageSection';
import { StepList } from '../features/services/StepList';
import { countInWordsCapitalized } from '../features/services/count-words';
import { SubServiceLinkList } from '../features/services/SubServiceLinkList';
import { serviceStructuredData } from '../features/services/service-structured-data';
import { usePageUrl } from '../features/services/usePageUrl';

/**
 * A service's page (/services/{service}, req SITE-2): a way back home, the introduction, every
 * sub-service, the benefits, the approach and the call to action. An unknown service is a 404.
 */
export function ServicePage() {
  const { serviceSlug = '' } = useParams();
  const pageUrl = usePageUrl();
  const service = findService(serviceSlug);
  if (!service) return <NotFoundContent />;
  const copy = SERVICE_CONTENT[service.slug];

  // Nothing on a service page has a handler of its own: the prerendered page keeps it all (StaticPart).
  return (
    <>
      <PageMeta
        title={service.name}
        description={copy.headline}
        path={servicePath(service.slug)}
        structuredData={serviceStructuredData(service, copy.headline, pageUrl)}
      />
      <StaticPart>
        <PageHero
          nav={<BackLink to="/" label="Back to Home" />}
          eyebrow="Consulting Services"
          icon={copy.icon}
          title={service.name}
          lead={copy.headline}
        />
        <Container maxWidth="lg" sx={{ pt: { xs: 7, md: 10 } }}>
          <Box sx={{ maxWidth: 780 }}>
            {copy.intro.map((paragraph) => (
              <Typography
                key={paragraph}
                variant="leadLg"
                sx={{
                  lineHeight: 1.75,
                  color: 'text.primary',
                  '& + &': { mt: 2.5 },
                }}
              >
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Container>
        <PageSection
          eyebrow="What we offer"
          title={`Our ${service.name} services`}
          intro={`${countInWordsCapitalized(service.subServices.length)} specialist services. Choose one to see what it delivers, how an engagement runs and who it is for.`}
        >
          <SubServiceLinkList service={service} />
        </PageSection>
        <PageSection tone="paper" eyebrow="Why it matters" title="The benefits to your business">
          <BenefitGrid benefits={copy.benefits} />
        </PageSection>
        <PageSection eyebrow="How we work" title="Our approach">
          <StepList steps={copy.approach} />
        </PageSection>
        <ConsultationCallToAction
          title={`Talk to us about ${service.name}`}
          text={copy.callToAction}
        />
        <OtherServicesNav current={service.slug} />
      </StaticPart>
    </>
  );
}
