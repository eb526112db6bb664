import { consultingAgreementDocument } from '@consult/documents';
import { DEFAULT_FIRM, type Agreement, type DocumentModel } from '@consult/domain';
import { pricedServices, type AgreementTermsValues } from '@consult/ui/agreement';

const orPlaceholder = (value: string, placeholder: string) => value.trim() || placeholder;

/**
 * The amended agreement as the client will read it before re-signing: the next version of the
 * agreement it amends, from the shared template, the client's signature still to come.
 */
export function amendmentDocument(
  values: AgreementTermsValues,
  date: string,
  amended: Pick<Agreement, 'reference' | 'version'>,
): DocumentModel {
  return consultingAgreementDocument({
    firm: DEFAULT_FIRM,
    client: {
      companyName: orPlaceholder(values.companyName, '[Company name]'),
      companyStreet: orPlaceholder(values.companyStreet, '[Street address]'),
      companyCity: orPlaceholder(values.companyCity, '[City]'),
      companyState: orPlaceholder(values.companyState, '[State]'),
      companyZip: values.companyZip.trim(),
      companyPhone: values.companyPhone.trim(),
    },
    signer: {
      name: orPlaceholder(values.signerName, '[Signer name]'),
      title: orPlaceholder(values.signerTitle, '[Signer title]'),
    },
    agreementDate: date,
    services: pricedServices(values),
    signature: null,
    reference: amended.reference,
    version: amended.version + 1,
  });
}
