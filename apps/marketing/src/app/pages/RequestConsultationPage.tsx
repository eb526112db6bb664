import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { StaticPart } from '@consult/ui';
import { ConsultationForm } from '../features/consultation/ConsultationForm';
import { WhatHappensNext } from '../features/consultation/WhatHappensNext';
import { PageMeta } from '../features/seo/PageMeta';

/** /request-consultation (req SITE-2): the consultation request form. */
export function RequestConsultationPage() {
  return (
    <>
      <PageMeta
        title="Request a Consultation"
        description="Tell us about your company and your goals. A partner will get back to you, usually within one business day, to arrange a free introductory call."
        path="/request-consultation"
      />
      <Box sx={{ bgcolor: 'background.default', flex: 1, pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 } }}>
          <StaticPart>
            <Button
              component={RouterLink}
              to="/"
              startIcon={<ArrowBack />}
              sx={{ ml: -1, minHeight: 44 }}
            >
              Back to Home
            </Button>
            <Box sx={{ maxWidth: 720, mt: { xs: 2, md: 3 }, mb: { xs: 3, md: 5 } }}>
              <Typography variant="overline" component="p" color="secondary.dark">
                Business Consultation
              </Typography>
              <Typography
                variant="displaySm"
                component="h1"
                sx={{ color: 'primary.dark', mb: 1.5 }}
              >
                Request a Consultation
              </Typography>
              <Typography variant="lead" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                Tell us about your company and what you want to achieve. A partner will get back to
                you to arrange a free introductory call.
              </Typography>
            </Box>
          </StaticPart>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, lg: 6 },
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
                {/* The form's groups of fields hydrate in parts of their own, and the API client
                    is loaded when the form is sent (ConsultationForm). */}
                <ConsultationForm />
              </CardContent>
            </Card>
            <StaticPart>
              <WhatHappensNext />
            </StaticPart>
          </Box>
        </Container>
      </Box>
    </>
  );
}
