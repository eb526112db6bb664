import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import {
  errorMessage,
  errorStatus,
  fieldErrors,
  useGetEsignConsentQuery,
  useSignAgreementMutation,
} from '@consult/api-client';
import {
  ESIGN_MESSAGES,
  agreementProblem,
  formatAgreementDate,
  localIsoDate,
  type Agreement,
} from '@consult/domain';
import { useToast } from '@consult/ui';
import {
  ClientInformation,
  PaymentSummary,
  ServiceSelection,
  clientDataOf,
  pricedServices,
  selectedServices,
} from '@consult/ui/agreement';
import { FocusFirstError, type FormStatus, FormSection } from '@consult/ui/forms';
import { useSessionExpired } from '../session/useSessionExpired';
import { SignatureRecord } from '../signing/SignatureRecord';
import { AgreementTerms } from './AgreementTerms';
import { AmendedByFirmNotice } from './AmendedByFirmNotice';
import { AgreementToolbar, type AgreementMode } from './AgreementToolbar';
import { SignatoryCards } from './SignatoryCards';
import { SigningStep } from './SigningStep';
import { draftAgreementDocument } from './agreement-document';
import { AGREEMENT_TOASTS } from './agreement-messages';
import {
  AGREEMENT_FIELDS,
  agreementSchema,
  toCreateAgreementRequest,
  type AgreementFormValues,
} from './agreement-schema';

interface AgreementFormStatus extends FormStatus {
  /** A message for the whole form: the server's, or the disclosure still to accept. */
  formError?: string;
}

const FORM_NAMES: Record<AgreementMode, string> = {
  new: 'New consulting agreement',
  edit: 'Edit consulting agreement',
  view: 'Consulting agreement',
};

interface AgreementFormProps {
  initialValues: AgreementFormValues;
  mode: AgreementMode;
  /** The saved version being viewed or edited. */
  saved?: Agreement;
  canEdit?: boolean;
  onEdit?: () => void;
  onCancelEdit?: () => void;
}

/** The server's field messages, keyed as the form names its fields. */
function formFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, message]) => [
      key.replace(/^clientData\./, ''),
      message,
    ]),
  );
}

/**
 * The consulting agreement form (spec 001 §2, §4, §5; DECISIONS §4): client information, service
 * selection, payment summary, the terms as they will be signed, and the signatures. A new agreement
 * is always editable; a saved one is shown read-only until Edit Agreement (or `?mode=edit`), and
 * saving it signs a new version.
 */
export function AgreementForm({
  initialValues,
  mode,
  saved,
  canEdit = false,
  onEdit = () => undefined,
  onCancelEdit = () => undefined,
}: AgreementFormProps) {
  const [signAgreement] = useSignAgreementMutation();
  const { data: consent } = useGetEsignConsentQuery(undefined, { skip: mode === 'view' });
  const { toast } = useToast();
  const navigate = useNavigate();
  const sessionExpired = useSessionExpired();
  // The signer's today, fixed for this visit: the agreement date and the date of the signatures.
  const [agreementDate] = useState(() => localIsoDate(new Date()));
  // Field messages show from the first submit on: until then, typing need not validate the form.
  const [submitted, setSubmitted] = useState(false);
  const editable = mode !== 'view';
  const replacing = mode === 'edit' ? saved : undefined;

  const toastError = (description: string) =>
    toast({ title: AGREEMENT_TOASTS.errorTitle, description, variant: 'destructive' });

  const problemOf = (values: AgreementFormValues) =>
    agreementProblem(clientDataOf(values, agreementDate), selectedServices(values));

  const submit = async (
    values: AgreementFormValues,
    helpers: FormikHelpers<AgreementFormValues>,
  ) => {
    helpers.setStatus({} satisfies AgreementFormStatus);
    // The rules' message has been shown already (see onSubmit below).
    if (problemOf(values)) return;
    if (!consent?.accepted) {
      helpers.setStatus({
        formError: ESIGN_MESSAGES.consentRequired,
      } satisfies AgreementFormStatus);
      toastError(ESIGN_MESSAGES.consentRequired);
      return;
    }
    try {
      const signed = await signAgreement(
        toCreateAgreementRequest(values, agreementDate, replacing?.id),
      ).unwrap();
      toast({ title: replacing ? AGREEMENT_TOASTS.updated : AGREEMENT_TOASTS.saved });
      navigate(`/payment-method-selection?agreementId=${signed.id}`);
    } catch (error) {
      if (errorStatus(error) === 401) {
        sessionExpired();
        return;
      }
      const message = errorMessage(error, AGREEMENT_TOASTS.saveFailed);
      helpers.setStatus({
        fieldErrors: formFieldErrors(error),
        formError: message,
      } satisfies AgreementFormStatus);
      toastError(message);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={agreementSchema}
      validateOnBlur={false}
      validateOnChange={submitted}
      onSubmit={submit}
    >
      {({ values, isSubmitting, submitCount, status, handleSubmit, resetForm }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!editable) return;
          setSubmitted(true);
          // The first rule of spec 001 §5 that fails, as a toast (as the API's 400 would say it).
          const problem = problemOf(values);
          if (problem) toastError(problem);
          handleSubmit(event);
        };
        const shown = () =>
          editable || !saved
            ? {
                model: draftAgreementDocument(values, agreementDate, replacing),
                companyName: values.companyName,
                date: agreementDate,
              }
            : {
                model: saved.document,
                reference: saved.reference,
                companyName: saved.companyName,
                date: saved.signedDate,
              };
        return (
          <form noValidate aria-label={FORM_NAMES[mode]} onSubmit={onSubmit}>
            <FocusFirstError fields={AGREEMENT_FIELDS} />
            <Stack spacing={3}>
              <AgreementToolbar
                mode={mode}
                saved={saved}
                canEdit={canEdit}
                onEdit={onEdit}
                onCancelEdit={() => {
                  resetForm();
                  onCancelEdit();
                }}
                shown={shown}
              />
              <Box
                component="fieldset"
                disabled={!editable}
                sx={{
                  border: 0,
                  p: 0,
                  m: 0,
                  minWidth: 0,
                  // Read-only: the saved values, on a tinted ground.
                  '&:disabled .MuiInputBase-root': { bgcolor: 'background.default' },
                }}
              >
                <Stack spacing={3}>
                  <FormSection id="agreement-client-heading" title="1. Client information">
                    <ClientInformation />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                      {editable || !saved
                        ? `Agreement date: ${formatAgreementDate(agreementDate)} (the day you sign)`
                        : `Signed on ${formatAgreementDate(saved.signedDate)}`}
                    </Typography>
                  </FormSection>
                  <FormSection id="agreement-services-heading" title="2. Services">
                    <ServiceSelection readOnly={!editable} />
                  </FormSection>
                  <FormSection id="agreement-summary-heading" title="3. Payment summary">
                    <PaymentSummary services={pricedServices(values)} />
                  </FormSection>
                </Stack>
              </Box>

              <FormSection id="agreement-terms-heading" title="4. Terms">
                <AgreementTerms
                  values={values}
                  agreementDate={agreementDate}
                  replacing={replacing}
                  saved={editable ? undefined : saved}
                />
              </FormSection>

              <FormSection id="agreement-signatures-heading" title="5. Signatures">
                <Stack spacing={2.5}>
                  <SignatoryCards
                    companyName={values.companyName}
                    signerName={values.signerName}
                    signerTitle={values.signerTitle}
                  />
                  {editable ? (
                    <SigningStep
                      mode={mode === 'edit' ? 'edit' : 'new'}
                      signerName={values.signerName}
                      pending={isSubmitting}
                      formError={
                        submitCount > 0 ? (status as AgreementFormStatus)?.formError : undefined
                      }
                      consentAccepted={consent?.accepted === true}
                    />
                  ) : (
                    saved &&
                    (saved.amendedByFirm ? (
                      <AmendedByFirmNotice
                        amendedOn={saved.signedDate}
                        awaiting={saved.status === 'pending'}
                        onResign={canEdit ? onEdit : undefined}
                      />
                    ) : (
                      <Box component="section" aria-label="Signature record">
                        <SignatureRecord record={saved} />
                      </Box>
                    ))
                  )}
                </Stack>
              </FormSection>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
