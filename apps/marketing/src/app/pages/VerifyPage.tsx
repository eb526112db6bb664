import Container from '@mui/material/Container';
import { DEFAULT_FIRM, VERIFY_PATH } from '@consult/domain';
import { StaticPart } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { BackLink } from '../features/services/BackLink';
import { PageHero } from '../features/services/PageHero';
import { DocumentVerifier } from '../features/verify/DocumentVerifier';

/**
 * /verify: anyone holding a PDF from the firm checks that it is the very document the firm sealed.
 * The PDF's own signature panel names this page.
 */
export function VerifyPage() {
  return (
    <>
      <PageMeta
        title="Verify a Document"
        description={`Check that an NDA or agreement from ${DEFAULT_FIRM.name} is genuine and unaltered. The PDF stays on your computer; only its fingerprint is checked.`}
        path={VERIFY_PATH}
      />
      <StaticPart>
        <PageHero
          nav={<BackLink to="/" label="Back to Home" />}
          eyebrow="Document verification"
          title="Verify a Document"
          lead="Every NDA and agreement we issue is sealed with our digital signature. Drop the PDF below to check that it is the one we issued, unaltered."
        />
      </StaticPart>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {/* The API client is loaded when a file is checked (useDocumentCheck). */}
        <DocumentVerifier />
      </Container>
    </>
  );
}
