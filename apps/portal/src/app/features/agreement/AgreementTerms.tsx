import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM, type Agreement } from '@consult/domain';
import { draftAgreementDocument } from '@consult/ui/agreement';
import { DocumentView } from '@consult/ui/documents';
import type { AgreementFormValues } from './agreement-schema';

function DocumentFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        border: { xs: 0, sm: 1 },
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 0, sm: 4 },
        // The fee tables keep whole words: on a phone they scroll sideways within themselves.
        '& table': { display: { xs: 'block', sm: 'table' }, overflowX: 'auto' },
        '& th, & td': { overflowWrap: 'normal', minWidth: { xs: 88, sm: 0 } },
      }}
    >
      {children}
    </Box>
  );
}

const SavedTerms = memo(function SavedTerms({ saved }: { saved: Agreement }) {
  return (
    <DocumentFrame>
      <DocumentView
        model={saved.document}
        firmName={DEFAULT_FIRM.name}
        reference={saved.reference}
      />
    </DocumentFrame>
  );
});

function DraftTerms({
  values,
  agreementDate,
  replacing,
}: {
  values: AgreementFormValues;
  agreementDate: string;
  replacing?: Agreement;
}) {
  // The document follows the typing without slowing it down: it is rebuilt only when what it
  // says changes (not while the signature is typed), after the keystroke has been shown.
  const {
    companyName,
    companyStreet,
    companyCity,
    companyState,
    companyZip,
    companyPhone,
    signerName,
    signerTitle,
    services,
  } = useDeferredValue(values);
  const view = useMemo(() => {
    const drafted: AgreementFormValues = {
      companyName,
      companyStreet,
      companyCity,
      companyState,
      companyZip,
      companyPhone,
      signerName,
      signerTitle,
      services,
      signature: '',
      agreeToSignElectronically: false,
    };
    return (
      <DocumentView
        model={draftAgreementDocument(drafted, agreementDate, replacing)}
        firmName={DEFAULT_FIRM.name}
        awaitingLabel="Your signature goes here"
      />
    );
  }, [
    companyName,
    companyStreet,
    companyCity,
    companyState,
    companyZip,
    companyPhone,
    signerName,
    signerTitle,
    services,
    agreementDate,
    replacing,
  ]);
  return <DocumentFrame>{view}</DocumentFrame>;
}

interface AgreementTermsProps {
  values: AgreementFormValues;
  agreementDate: string;
  /** The saved version a re-signing replaces. */
  replacing?: Agreement;
  /** A saved version shown read-only: its document exactly as signed. */
  saved?: Agreement;
}

/**
 * The terms (req DOCS-2): while editing, the whole agreement as it will be signed, following
 * the form; for a saved version, its document as signed.
 */
export function AgreementTerms({ values, agreementDate, replacing, saved }: AgreementTermsProps) {
  if (saved) return <SavedTerms saved={saved} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        This is the whole agreement, exactly as you will sign it. It updates as you change your
        details and services above.
      </Typography>
      <DraftTerms values={values} agreementDate={agreementDate} replacing={replacing} />
    </>
  );
}
