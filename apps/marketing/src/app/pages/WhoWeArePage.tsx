import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { DEFAULT_FIRM } from '@consult/domain';
import { StaticPart } from '@consult/ui';
import { firmStory } from '../features/about/about-content';
import { FounderProfile } from '../features/about/FounderProfile';
import { ValuesGrid } from '../features/about/ValuesGrid';
import { PageMeta } from '../features/seo/PageMeta';
import { firmStructuredData } from '../features/seo/structured-data';
import { BackLink } from '../features/services/BackLink';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { PageHero } from '../features/services/PageHero';
import { PageSection } from '../features/services/PageSection';

/** Who We Are (/who-we-are, req RULES-2): the firm, its leadership and its values. */
export function WhoWeArePage() {
  return (
    <>
      <PageMeta
        title="Who We Are"
        description={`${DEFAULT_FIRM.name} is an independent consulting firm advising private and public companies on strategy, growth and capital. Meet our leadership and our values.`}
        path="/who-we-are"
        structuredData={firmStructuredData()}
      />
      <StaticPart>
        <PageHero
          nav={<BackLink to="/" label="Back to Home" />}
          eyebrow={DEFAULT_FIRM.name}
          title="Who We Are"
          lead="Senior advisers for companies at a turning point: independent, hands-on, and accountable for results."
        />

        <PageSection eyebrow="About the firm" title="Independent advice, senior attention">
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, lg: 8 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box>
              {firmStory(DEFAULT_FIRM).map((paragraph) => (
                <Typography key={paragraph} variant="bodyLg" sx={{ '& + &': { mt: 2.5 } }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
            <Stack
              spacing={2}
              sx={(theme) => ({
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: alpha(theme.palette.secondary.main, 0.1),
                border: `1px solid ${alpha(theme.palette.secondary.main, 0.35)}`,
              })}
            >
              <Typography variant="titleSm" component="h3" sx={{ color: 'primary.dark' }}>
                Who we work with
              </Typography>
              <Typography sx={{ lineHeight: 1.7 }}>
                Founder-led and family-owned businesses, venture- and private equity-backed growth
                companies, and listed companies with a decision that calls for an outside view.
              </Typography>
              <Button
                component={RouterLink}
                to="/consulting-services"
                variant="outlined"
                endIcon={<ArrowForward />}
                sx={{ alignSelf: 'flex-start' }}
              >
                Explore our services
              </Button>
            </Stack>
          </Box>
        </PageSection>

        <PageSection
          tone="paper"
          eyebrow="Leadership"
          title="Our leadership"
          intro="Every engagement is led by a partner who does the work, not only the selling. The firm is led by its founder."
        >
          <FounderProfile />
        </PageSection>

        <PageSection
          eyebrow="Our values"
          title="What we stand for"
          intro="Five commitments shape how we choose clients, staff engagements and give advice."
        >
          <ValuesGrid />
        </PageSection>

        <ConsultationCallToAction
          title="Work with us"
          text="Tell us what your business is facing. A partner will reply, usually within one business day, to arrange a first conversation at no cost and with no obligation."
        />
      </StaticPart>
    </>
  );
}
