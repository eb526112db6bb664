import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router';
import { object } from 'yup';
import { errorMessage, fieldErrors, useAmendAgreementMutation } from '@consult/api-client';
import {
  DEFAULT_FIRM,
  agreementProblem,
  formatAgreementDate,
  localIsoDate,
  type Agreement,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import {
  CLIENT_FIELDS,
  ClientInformation,
  PaymentSummary,
  ServiceSelection,
  agreementTermsShape,
  agreementTermsValues,
  clientDataOf,
  draftAgreementDocument,
  pricedServices,
  selectedServices,
  type AgreementTermsValues,
} from '@consult/ui/agreement';
import { DocumentView } from '@consult/ui/documents';
import {
  FocusFirstError,
  formActionsSx,
  FormSection,
  type FormStatus,
  isFieldRefusal,
  submitButtonSx,
} from '@consult/ui/forms';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES } from '../documents/document-links';

const amendmentSchema = object(agreementTermsShape);

const FIRM_INTRO =
  'Tick the services the firm proposes, their sub-services and how each is paid. Fees are per sub-service; the subtotals and the payment summary follow the shared pricing rules.';

/** The server's field messages, keyed as the form names its fields. */
function formFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, message]) => [
      key.replace(/^clientData\./, ''),
      message,
    ]),
  );
}

function Preview({
  values,
  date,
  agreement,
}: {
  values: AgreementTermsValues;
  date: string;
  agreement: Agreement;
}) {
  const deferred = useDeferredValue(values);
  const model = useMemo(
    () => draftAgreementDocument(deferred, date, agreement),
    [deferred, date, agreement],
  );
  return (
    <DocumentView
      model={model}
      firmName={DEFAULT_FIRM.name}
      awaitingLabel="Awaiting the client’s signature"
    />
  );
}

/**
 * The firm's amendment of a client's agreement (req RULES-2): the agreement form on the client's
 * data, without a signature. Saving writes a new `pending` version, marked amended by the firm,
 * which the client reviews and re-signs in the portal. Figures come from the shared pricing rules.
 */
export function AmendAgreementForm({ agreement }: { agreement: Agreement }) {
  const [amend] = useAmendAgreementMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  // Today, fixed for this visit: the amendment's date (the API requires today).
  const [date] = useState(() => localIsoDate(new Date()));
  const [submitted, setSubmitted] = useState(false);
  const initialValues = useMemo(() => agreementTermsValues(agreement), [agreement]);

  const toastError = (description: string) =>
    toast({ title: ADMIN_TEXT.errorTitle, description, variant: 'destructive' });

  const problemOf = (values: AgreementTermsValues) =>
    agreementProblem(clientDataOf(values, date), selectedServices(values));

  const submit = async (
    values: AgreementTermsValues,
    helpers: FormikHelpers<AgreementTermsValues>,
  ) => {
    helpers.setStatus({} satisfies FormStatus);
    if (problemOf(values)) return;
    try {
      const amended = await amend({
        id: agreement.id,
        body: { clientData: clientDataOf(values, date), services: selectedServices(values) },
      }).unwrap();
      toast({ title: ADMIN_TEXT.amendmentSaved, description: ADMIN_TEXT.amendmentSavedDetail });
      void navigate(ADMIN_ROUTES.agreement(amended.id));
    } catch (error) {
      const placed = formFieldErrors(error);
      helpers.setStatus({ fieldErrors: placed } satisfies FormStatus);
      // A refusal naming fields shows under them; the toast is for other failures (issue 18).
      if (!isFieldRefusal(error, placed, CLIENT_FIELDS))
        toastError(errorMessage(error, ADMIN_TEXT.amendmentFailed));
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={amendmentSchema}
      validateOnBlur={false}
      validateOnChange={submitted}
      onSubmit={submit}
    >
      {({ values, isSubmitting, handleSubmit }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(true);
          const problem = problemOf(values);
          if (problem) toastError(problem);
          handleSubmit(event);
        };
        return (
          <form noValidate aria-label="Amend consulting agreement" onSubmit={onSubmit}>
            <FocusFirstError fields={CLIENT_FIELDS} />
            <Stack spacing={3}>
              <FormSection id="amend-client-heading" title="1. Client information">
                <ClientInformation />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  Amendment date: {formatAgreementDate(date)} (today). The client signs it as
                  version {agreement.version + 1}.
                </Typography>
              </FormSection>
              <FormSection id="amend-services-heading" title="2. Services">
                <ServiceSelection readOnly={false} intro={FIRM_INTRO} />
              </FormSection>
              <FormSection id="amend-summary-heading" title="3. Payment summary">
                <PaymentSummary services={pricedServices(values)} />
              </FormSection>
              <Accordion
                disableGutters
                elevation={0}
                sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography component="h2" variant="h5">
                    4. The amended agreement
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ p: { xs: 2, sm: 4 } }}>
                  <Preview values={values} date={date} agreement={agreement} />
                </AccordionDetails>
              </Accordion>
              <Box sx={formActionsSx}>
                <Button
                  component={RouterLink}
                  to={ADMIN_ROUTES.agreement(agreement.id)}
                  variant="outlined"
                  size="large"
                  sx={submitButtonSx}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={isSubmitting}
                  sx={submitButtonSx}
                >
                  {isSubmitting ? 'Sending...' : 'Send Proposal to Client'}
                </Button>
              </Box>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
