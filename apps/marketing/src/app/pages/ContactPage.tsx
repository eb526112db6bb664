import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { DEFAULT_FIRM } from '@consult/domain';
import { StaticPart } from '@consult/ui';
import { CommitmentStatement } from '../features/contact/CommitmentStatement';
import { GetInTouchCard } from '../features/contact/GetInTouchCard';
import { LeadershipCard } from '../features/contact/LeadershipCard';
import { PageMeta } from '../features/seo/PageMeta';
import { BackLink } from '../features/services/BackLink';
import { PageHero } from '../features/services/PageHero';

/**
 * Contact (/contact, req SITE-2): Back to Home, the Leadership card with the founder's e-mail,
 * phone and website, the Get in Touch card, and Our Commitment below.
 */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${DEFAULT_FIRM.name}: reach our founder and chief executive by e-mail or phone, or schedule a free consultation about your business.`}
        path="/contact"
      />
      <StaticPart>
        <PageHero
          nav={<BackLink to="/" label="Back to Home" />}
          eyebrow="Contact"
          title="Contact Us"
          lead="Speak with the people who will do the work. Reach our leadership directly, or schedule a consultation and a partner will be in touch."
        />
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              mb: { xs: 4, md: 6 },
            }}
          >
            <LeadershipCard />
            <GetInTouchCard />
          </Box>
          <CommitmentStatement />
        </Container>
      </StaticPart>
    </>
  );
}
