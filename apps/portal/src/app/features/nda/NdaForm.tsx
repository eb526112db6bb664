import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  errorMessage,
  fieldErrors,
  isSessionExpired,
  useSignNdaMutation,
} from '@consult/api-client';
import { buildMutualNda } from '@consult/documents';
import {
  DEFAULT_FIRM,
  ESIGN_MESSAGES,
  NDA_MESSAGES,
  formatLongDate,
  localIsoDate,
  signatureHint,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import {
  CompanyAddressFields,
  FocusFirstError,
  formActionsSx,
  formGridSx,
  FormSection,
  type FormStatus,
  FormTextField,
  gridSpan,
  isFieldRefusal,
  submitButtonSx,
} from '@consult/ui/forms';
import { DocumentView } from '@consult/ui/documents';
import { SubmitButton } from '../forms/SubmitButton';
import { FormDraftGuard } from '../drafts/FormDraftGuard';
import { useFormDraft } from '../drafts/useFormDraft';
import { AgreeCheckbox } from '../signing/AgreeCheckbox';
import { EsignDisclosure } from '../signing/EsignDisclosure';
import { useEsignConsent } from '../signing/useEsignConsent';
import { NDA_TOASTS } from './nda-messages';
import {
  NDA_FIELDS,
  missesRequiredFields,
  ndaSchema,
  toCreateNdaRequest,
  type NdaFormValues,
} from './nda-schema';

interface NdaFormStatus extends FormStatus {
  /** A message for the whole form: the server's, or the disclosure still to accept. */
  formError?: string;
}

/**
 * The mutual NDA signing form (req DOCS-2; RULES-4, RULES-5): the parties' details, the whole
 * agreement as it will read (updated as the details change), the electronic records disclosure,
 * the typed signature and "I agree to sign electronically".
 */
export function NdaForm({ initialValues }: { initialValues: NdaFormValues }) {
  const [signNda] = useSignNdaMutation();
  const { consent, acceptedOnceSettled } = useEsignConsent();
  const { toast } = useToast();
  const navigate = useNavigate();
  const draft = useFormDraft('nda', 'new');
  // The signer's today, fixed for this visit: the agreement date and the date of the signatures.
  const [agreementDate] = useState(() => localIsoDate(new Date()));

  const submit = async (values: NdaFormValues, helpers: FormikHelpers<NdaFormValues>) => {
    helpers.setStatus({} satisfies NdaFormStatus);
    if (!(await acceptedOnceSettled())) {
      helpers.setStatus({ formError: ESIGN_MESSAGES.consentRequired } satisfies NdaFormStatus);
      return;
    }
    try {
      await signNda(toCreateNdaRequest(values, agreementDate)).unwrap();
      toast({ title: NDA_TOASTS.saved });
      draft.finish();
      void navigate('/profile');
    } catch (error) {
      if (isSessionExpired(error)) return;
      const placed = fieldErrors(error);
      helpers.setStatus({
        fieldErrors: placed,
        formError: errorMessage(error, NDA_TOASTS.saveFailed),
      } satisfies NdaFormStatus);
      // A refusal naming fields shows under them; the toast is for other failures (issue 18).
      if (isFieldRefusal(error, placed, NDA_FIELDS)) return;
      toast({
        title: NDA_TOASTS.errorTitle,
        description: NDA_TOASTS.saveFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={ndaSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ values, isSubmitting, submitCount, status }) => (
        <Form noValidate aria-label="Sign the mutual NDA">
          <FocusFirstError fields={NDA_FIELDS} />
          <FormDraftGuard draft={draft} />
          <Stack spacing={3}>
            <FormSection id="nda-parties-heading" title="1. Your company and signer">
              <Box sx={formGridSx}>
                <CompanyAddressFields streetName="companyAddress" />
                <Box sx={gridSpan(6)}>
                  <FormTextField
                    name="signerName"
                    label="Signer name"
                    required
                    autoComplete="name"
                  />
                </Box>
                <Box sx={gridSpan(6)}>
                  <FormTextField
                    name="signerTitle"
                    label="Signer title"
                    required
                    autoComplete="organization-title"
                  />
                </Box>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Agreement date: {formatLongDate(agreementDate)} (the day you sign)
              </Typography>
            </FormSection>

            <FormSection id="nda-document-heading" title="2. Read the agreement">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                This is the whole agreement, exactly as you will sign it. It updates as you fill in
                your details above.
              </Typography>
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 4 } }}
              >
                <NdaPreview values={values} agreementDate={agreementDate} />
              </Box>
            </FormSection>

            <FormSection id="nda-sign-heading" title="3. Sign electronically">
              <Stack spacing={2.5}>
                <EsignDisclosure />
                <FormTextField
                  name="signature"
                  label="Type your full name to sign"
                  required
                  autoComplete="name"
                  helperText={signatureHint(values.signerName)}
                />
                <AgreeCheckbox
                  name="agreeToSignElectronically"
                  label="I agree to sign electronically"
                />
                <FormAlert
                  submitted={submitCount > 0}
                  values={values}
                  status={status as NdaFormStatus | undefined}
                  consentAccepted={consent?.accepted === true}
                />
                <Box sx={formActionsSx}>
                  <Button
                    component={RouterLink}
                    to="/profile"
                    onClick={draft.finish}
                    variant="outlined"
                    size="large"
                    sx={submitButtonSx}
                  >
                    Cancel
                  </Button>
                  <SubmitButton
                    pending={isSubmitting}
                    label="Sign and Save NDA"
                    pendingLabel="Signing..."
                  />
                </Box>
              </Stack>
            </FormSection>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function NdaPreview({
  values: typed,
  agreementDate,
}: {
  values: NdaFormValues;
  agreementDate: string;
}) {
  // The document follows the typing without slowing it down.
  const values = useDeferredValue(typed);
  const model = useMemo(
    () =>
      buildMutualNda({
        firm: DEFAULT_FIRM,
        client: {
          companyName: values.companyName.trim() || '[Company name]',
          companyAddress: values.companyAddress.trim() || '[Street address]',
          companyCity: values.companyCity.trim() || '[City]',
          companyState: values.companyState.trim() || '[State]',
          companyZip: values.companyZip.trim(),
        },
        signer: {
          name: values.signerName.trim() || '[Signer name]',
          title: values.signerTitle.trim() || '[Signer title]',
        },
        agreementDate,
        signature: null,
      }),
    [values, agreementDate],
  );
  return (
    <DocumentView
      model={model}
      firmName={DEFAULT_FIRM.name}
      awaitingLabel="Your signature goes here"
    />
  );
}

function FormAlert({
  submitted,
  values,
  status,
  consentAccepted,
}: {
  submitted: boolean;
  values: NdaFormValues;
  status: NdaFormStatus | undefined;
  consentAccepted: boolean;
}) {
  const message =
    submitted && missesRequiredFields(values) ? NDA_MESSAGES.requiredFields : status?.formError;
  // The disclosure accepted since: that message has been answered.
  if (!message || (consentAccepted && message === ESIGN_MESSAGES.consentRequired)) return null;
  return <Alert severity="error">{message}</Alert>;
}
