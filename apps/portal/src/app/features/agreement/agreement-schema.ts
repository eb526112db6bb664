import { boolean, object, string } from 'yup';
import {
  AGREEMENT_MESSAGES,
  ESIGN_MESSAGES,
  NDA_LIMITS,
  SINGLE_LINE_PATTERN,
  sameName,
  type Agreement,
  type BusinessProfile,
  type CreateAgreementRequest,
  type User,
} from '@consult/domain';
import {
  CLIENT_FIELDS,
  agreementTermsShape,
  agreementTermsValues,
  catalogueServices,
  clientDataOf,
  selectedServices,
  type AgreementTermsValues,
} from '@consult/ui/agreement';

/** The agreement's terms (`@consult/ui/agreement`) and the client's signature. */
export interface AgreementFormValues extends AgreementTermsValues {
  signature: string;
  agreeToSignElectronically: boolean;
}

export const AGREEMENT_FIELDS = [...CLIENT_FIELDS, 'signature', 'agreeToSignElectronically'];

/** `POST /api/consulting-agreement`; `agreementId` when the agreement replaces a saved one. */
export function toCreateAgreementRequest(
  values: AgreementFormValues,
  date: string,
  agreementId?: number,
): CreateAgreementRequest {
  return {
    clientData: clientDataOf(values, date),
    services: selectedServices(values),
    ...(agreementId === undefined ? {} : { agreementId }),
    signature: values.signature.trim(),
    agreeToSignElectronically: true,
  };
}

/**
 * A new agreement starts from what the portal knows: the profile's company and title, the client's
 * name, and the address and phone of their last agreement.
 */
export function initialAgreementValues(
  user: User | null | undefined,
  profile: BusinessProfile | null | undefined,
  previous?: Pick<
    Agreement,
    | 'companyName'
    | 'companyStreet'
    | 'companyCity'
    | 'companyState'
    | 'companyZip'
    | 'companyPhone'
    | 'signerTitle'
  > | null,
): AgreementFormValues {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    companyName: profile?.companyName ?? previous?.companyName ?? '',
    companyStreet: previous?.companyStreet ?? '',
    companyCity: previous?.companyCity ?? '',
    companyState: previous?.companyState ?? '',
    companyZip: previous?.companyZip ?? '',
    companyPhone: previous?.companyPhone ?? '',
    signerName: name,
    signerTitle: profile?.title ?? previous?.signerTitle ?? '',
    services: catalogueServices(),
    signature: '',
    agreeToSignElectronically: false,
  };
}

/**
 * A saved agreement as the form holds it: its client details and its services ticked, the other
 * catalogue services unticked. The signature is typed again at each signing.
 */
export function agreementFormValues(agreement: Agreement): AgreementFormValues {
  return { ...agreementTermsValues(agreement), signature: '', agreeToSignElectronically: false };
}

/**
 * Field-level messages (the API's limits): the terms' (`@consult/ui/agreement`) and the
 * signature's. The agreement's own rules (spec 001 §5: at least one service, every client field,
 * ...) are `agreementProblem`'s, shown in a toast on submit.
 */
export const agreementSchema = object({
  ...agreementTermsShape,
  signature: string()
    .trim()
    .required('Your typed signature is required')
    .max(
      NDA_LIMITS.signerNameMax,
      `Your typed signature must be at most ${NDA_LIMITS.signerNameMax} characters`,
    )
    .matches(SINGLE_LINE_PATTERN, 'Your typed signature must be on one line')
    .test(
      'matches-signer',
      AGREEMENT_MESSAGES.signatureMismatch,
      (value, context) => !value || sameName(value, String(context.parent.signerName ?? '')),
    ),
  agreeToSignElectronically: boolean().oneOf([true], ESIGN_MESSAGES.agreeRequired),
});
