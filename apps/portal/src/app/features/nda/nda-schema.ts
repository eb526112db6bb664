import { boolean, object, string } from 'yup';
import {
  ESIGN_MESSAGES,
  LIMITS,
  MESSAGES,
  NDA_LIMITS,
  NDA_MESSAGES,
  SINGLE_LINE_PATTERN,
  sameName,
  type BusinessProfile,
  type CreateNdaRequest,
  type User,
} from '@consult/domain';

export interface NdaFormValues {
  companyName: string;
  companyAddress: string;
  companyCity: string;
  companyState: string;
  companyZip: string;
  signerName: string;
  signerTitle: string;
  signature: string;
  agreeToSignElectronically: boolean;
}

/** The text fields in the order the form shows them (and focuses the first invalid one). */
export const NDA_TEXT_FIELDS = [
  'companyName',
  'companyAddress',
  'companyCity',
  'companyState',
  'companyZip',
  'signerName',
  'signerTitle',
  'signature',
] as const satisfies readonly (keyof NdaFormValues)[];

export const NDA_FIELDS = [...NDA_TEXT_FIELDS, 'agreeToSignElectronically'] as const;

const line = (label: string, max: number) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(max, MESSAGES.tooLong(label, max))
    .matches(SINGLE_LINE_PATTERN, NDA_MESSAGES.singleLine(label));

/** What the API checks (req DOCS-5, RULES-4), with the same limits; field-level messages. */
export const ndaSchema = object({
  companyName: line('Company name', LIMITS.companyNameMax),
  companyAddress: line('Street address', LIMITS.addressMax),
  companyCity: line('City', LIMITS.cityMax),
  companyState: line('State', LIMITS.stateMax),
  companyZip: line('ZIP code', LIMITS.zipMax),
  signerName: line('Signer name', NDA_LIMITS.signerNameMax),
  signerTitle: line('Signer title', LIMITS.titleMax),
  signature: line('Your typed signature', NDA_LIMITS.signerNameMax).test(
    'matches-signer',
    NDA_MESSAGES.signatureMismatch,
    (value, context) => !value || sameName(value, String(context.parent.signerName ?? '')),
  ),
  agreeToSignElectronically: boolean().oneOf([true], ESIGN_MESSAGES.agreeRequired),
});

/** Whether any field the spec requires is empty (the form then says "Please fill in all ..."). */
export function missesRequiredFields(values: NdaFormValues): boolean {
  return NDA_TEXT_FIELDS.some((name) => !values[name].trim());
}

/** Starts from what the portal knows: the company, the signer's name and title. */
export function initialNdaValues(
  user: User | null | undefined,
  profile: BusinessProfile | null | undefined,
): NdaFormValues {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    companyName: profile?.companyName ?? '',
    companyAddress: '',
    companyCity: '',
    companyState: '',
    companyZip: '',
    signerName: name,
    signerTitle: profile?.title ?? '',
    signature: '',
    agreeToSignElectronically: false,
  };
}

/** `POST /api/nda`: trimmed text, dated `agreementDate` (the signer's today). */
export function toCreateNdaRequest(values: NdaFormValues, agreementDate: string): CreateNdaRequest {
  return {
    companyName: values.companyName.trim(),
    companyAddress: values.companyAddress.trim(),
    companyCity: values.companyCity.trim(),
    companyState: values.companyState.trim(),
    companyZip: values.companyZip.trim(),
    signerName: values.signerName.trim(),
    signerTitle: values.signerTitle.trim(),
    agreementDate,
    signature: values.signature.trim(),
    agreeToSignElectronically: true,
  };
}
