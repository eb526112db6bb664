import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import {
  errorMessage,
  fieldErrors,
  isSessionExpired,
  useSignAgreementMutation,
} from '@consult/api-client';
import {
  AMENDMENT_TEXT,
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
  draftAgreementDocument,
  pricedServices,
  selectedServices,
} from '@consult/ui/agreement';
import { FocusFirstError, type FormStatus, FormSection, isFieldRefusal } from '@consult/ui/forms';
import { FormDraftGuard } from '../drafts/FormDraftGuard';
import { useFormDraft } from '../drafts/useFormDraft';
import { SignatureRecord } from '../signing/SignatureRecord';
import { useEsignConsent } from '../signing/useEsignConsent';
import { AgreementTerms } from './AgreementTerms';
import { AgreementToolbar, type AgreementMode } from './AgreementToolbar';
import { DeclineAmendmentButton } from './DeclineAmendmentButton';
import { SignatoryCards } from './SignatoryCards';
import { SigningStep } from './SigningStep';
import { UnsignedVersionNotice } from './UnsignedVersionNotice';
import {
  AGREEMENT_TOASTS,
  AMENDMENT_SCREENS,
  proposedOnText,
  signedOnText,
} from './agreement-messages';
import {
  agreementFieldNames,
  agreementSchema,
  amendmentSigningRequest,
  amendmentSigningSchema,
  toCreateAgreementRequest,
  toFormFieldName,
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
  amendment: AMENDMENT_SCREENS.formName,
};

interface AgreementFormProps {
  initialValues: AgreementFormValues;
  mode: AgreementMode;
  /** The saved version being viewed or edited. */
  saved?: Agreement;
  canEdit?: boolean;
  /** The version in force while a firm proposal waits on it: Edit shows, disabled. */
  editBlocked?: boolean;
  onEdit?: () => void;
  onCancelEdit?: () => void;
}

/**
 * The date under the client block: the day of signing while signing; for a saved version, the day
 * the client signed it, or, for one never signed (a firm proposal), the day it was proposed.
 */
function savedDateText(saved: Agreement | undefined, signing: boolean, agreementDate: string) {
  const today = `Agreement date: ${formatAgreementDate(agreementDate)} (the day you sign)`;
  if (!saved) return today;
  const proposed = saved.proposedAt ? `${proposedOnText(saved.proposedAt)} by the firm` : '';
  if (signing) return saved.signature || !proposed ? today : `${proposed}. ${today}`;
  if (saved.signature) return signedOnText(saved.signedDate);
  return proposed || 'Not signed';
}

/** The server's field messages, keyed as the form names its fields. */
function formFieldErrors(error: unknown, values: AgreementFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, message]) => [
      toFormFieldName(key, values),
      message,
    ]),
  );
}

/**
 * The consulting agreement form (req DOCS-2, DOCS-4, DOCS-5; RULES-4): client information, service
 * selection, payment summary, the terms as they will be signed, and the signatures. A new agreement
 * is always editable; a saved one is shown read-only until Edit Agreement (or `?mode=edit`), and
 * saving it signs a new version. A firm amendment (`amendment`) keeps its terms read-only: the
 * client signs exactly them, or declines them (docs/contracts-and-money.md).
 */
export function AgreementForm({
  initialValues,
  mode,
  saved,
  canEdit = false,
  editBlocked = false,
  onEdit = () => undefined,
  onCancelEdit = () => undefined,
}: AgreementFormProps) {
  const [signAgreement] = useSignAgreementMutation();
  const { consent, acceptedOnceSettled } = useEsignConsent({ skip: mode === 'view' });
  const { toast } = useToast();
  const navigate = useNavigate();
  const draft = useFormDraft('agreement', saved?.id ?? 'new', mode === 'new' || mode === 'edit');
  // The signer's today, fixed for this visit: the agreement date and the date of the signatures.
  const [agreementDate] = useState(() => localIsoDate(new Date()));
  // Field messages show from the first submit on: until then, typing need not validate the form.
  const [submitted, setSubmitted] = useState(false);
  // The terms can be changed on a new agreement and in edit mode; a firm amendment is signed as is.
  const editable = mode === 'new' || mode === 'edit';
  const signingMode = mode === 'view' ? null : mode;
  const signing = signingMode !== null;
  const amendment = mode === 'amendment' ? saved : undefined;
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
    // The rules' message has been shown already (see onSubmit below). An amendment's terms are
    // the firm's, checked by the server.
    if (!amendment && problemOf(values)) return;
    if (!(await acceptedOnceSettled())) {
      helpers.setStatus({
        formError: ESIGN_MESSAGES.consentRequired,
      } satisfies AgreementFormStatus);
      toastError(ESIGN_MESSAGES.consentRequired);
      return;
    }
    try {
      const signed = await signAgreement(
        amendment
          ? amendmentSigningRequest(amendment, agreementDate, values.signature)
          : toCreateAgreementRequest(values, agreementDate, replacing?.id),
      ).unwrap();
      toast({
        title: amendment
          ? AMENDMENT_TEXT.signed
          : replacing
            ? AGREEMENT_TOASTS.updated
            : AGREEMENT_TOASTS.saved,
      });
      draft.finish();
      void navigate(`/payment-method-selection?agreementId=${signed.id}`);
    } catch (error) {
      if (isSessionExpired(error)) return;
      const message = errorMessage(error, AGREEMENT_TOASTS.saveFailed);
      const placed = formFieldErrors(error, values);
      helpers.setStatus({ fieldErrors: placed, formError: message } satisfies AgreementFormStatus);
      // A refusal naming fields shows under them; the toast is for other failures (issue 18).
      if (!isFieldRefusal(error, placed, agreementFieldNames(values))) toastError(message);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={amendment ? amendmentSigningSchema : agreementSchema}
      validateOnBlur={false}
      validateOnChange={submitted}
      onSubmit={submit}
    >
      {({ values, isSubmitting, submitCount, status, handleSubmit, resetForm }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!signing) return;
          setSubmitted(true);
          // The first rule of req DOCS-5 that fails, as a toast (as the API's 400 would say it).
          const problem = editable ? problemOf(values) : null;
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
            <FocusFirstError fields={agreementFieldNames(values)} />
            <FormDraftGuard draft={draft} />
            <Stack spacing={3}>
              <AgreementToolbar
                mode={mode}
                saved={saved}
                canEdit={canEdit}
                editBlocked={editBlocked}
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
                      {savedDateText(saved, signing, agreementDate)}
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
                  {signingMode ? (
                    <SigningStep
                      mode={signingMode}
                      signerName={values.signerName}
                      pending={isSubmitting}
                      formError={
                        submitCount > 0 ? (status as AgreementFormStatus)?.formError : undefined
                      }
                      consentAccepted={consent?.accepted === true}
                      otherAction={
                        amendment && (
                          <DeclineAmendmentButton amendment={amendment} disabled={isSubmitting} />
                        )
                      }
                    />
                  ) : (
                    saved &&
                    // Signature evidence only for a version the client signed: never for a proposal.
                    (saved.signature ? (
                      <Box component="section" aria-label="Signature record">
                        <SignatureRecord record={{ ...saved, signature: saved.signature }} />
                      </Box>
                    ) : (
                      <UnsignedVersionNotice version={saved} />
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
