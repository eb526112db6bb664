import { boolean, object, string } from 'yup';
import {
  AGREEMENT_MESSAGES,
  ESIGN_MESSAGES,
  NDA_LIMITS,
  SINGLE_LINE_PATTERN,
  sameName,
  type Agreement,
  type AgreementServiceSelection,
  type AgreementSummary,
  type BusinessProfile,
  type CreateAgreementRequest,
  type User,
} from '@consult/domain';
import {
  CLIENT_FIELDS,
  agreementTermsShape,
  agreementTermsValues,
  type SavedAgreementTerms,
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

/** The amounts of a ticked service that a refusal can name. */
const SERVICE_AMOUNTS = ['fee', 'downPayment', 'hours', 'months'] as const;

/**
 * The fields a refusal of this form can name, in the page's order: the client's, the amounts of
 * each ticked service (by its place among all the services the form lists), then the signature.
 */
export function agreementFieldNames(values: Pick<AgreementFormValues, 'services'>): string[] {
  const amounts = values.services.flatMap((service, index) =>
    service.selected ? SERVICE_AMOUNTS.map((amount) => `services.${index}.${amount}`) : [],
  );
  return [...CLIENT_FIELDS, ...amounts, 'signature', 'agreeToSignElectronically'];
}

/**
 * A field the API named, as the form names it (issue 18): `clientData.companyZip` is
 * `companyZip`; `services.1.fee` is the fee of the request's second service, which is the second
 * ticked one among the form's services. A name the form does not know is answered as it came.
 */
export function toFormFieldName(
  apiName: string,
  values: Pick<AgreementFormValues, 'services'>,
): string {
  const client = /^clientData\.(.+)$/.exec(apiName);
  if (client) return client[1];
  const service = /^services\.(\d+)\.(.+)$/.exec(apiName);
  if (!service) return apiName;
  const ticked = values.services.flatMap((line, index) => (line.selected ? [index] : []));
  const index = ticked[Number(service[1])];
  return index === undefined ? apiName : `services.${index}.${service[2]}`;
}

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

/** A saved service line as the firm wrote it: its choices and quantities, as stored. */
function storedSelection(line: AgreementServiceSelection): AgreementServiceSelection {
  const selection: AgreementServiceSelection = {
    name: line.name,
    subServices: [...line.subServices],
    paymentType: line.paymentType,
    fee: line.fee,
  };
  if (line.downPayment !== undefined) selection.downPayment = line.downPayment;
  if (line.hours !== undefined) selection.hours = line.hours;
  if (line.months !== undefined) selection.months = line.months;
  return selection;
}

/**
 * Signing a firm amendment (docs/contracts-and-money.md): `POST /api/consulting-agreement` with the
 * amendment's id and exactly its terms as stored (client block, services, fees, quantities), never
 * the form's. Only the date (the signer's today) and the signature are the client's.
 */
export function amendmentSigningRequest(
  amendment: SavedAgreementTerms & Pick<AgreementSummary, 'id'>,
  date: string,
  signature: string,
): CreateAgreementRequest {
  return {
    clientData: {
      companyName: amendment.companyName,
      companyStreet: amendment.companyStreet,
      companyCity: amendment.companyCity,
      companyState: amendment.companyState,
      companyZip: amendment.companyZip,
      companyPhone: amendment.companyPhone,
      signerName: amendment.signerName,
      signerTitle: amendment.signerTitle,
      date,
    },
    // The stored lines without the server's figure: every term exactly as the firm wrote it.
    services: amendment.services.map(storedSelection),
    agreementId: amendment.id,
    signature: signature.trim(),
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
 * signature's. The agreement's own rules (req DOCS-5: at least one service, every client field,
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

/** Signing a firm amendment: its terms are not the client's to change, only the signature is. */
export const amendmentSigningSchema = agreementSchema.pick([
  'signature',
  'agreeToSignElectronically',
]);
