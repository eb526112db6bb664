import { consultingAgreementDocument } from '@consult/documents';
import { DEFAULT_FIRM, type Agreement, type DocumentModel } from '@consult/domain';
import { pricedServices, type AgreementTermsValues } from './agreement-values';

const orPlaceholder = (value: string, placeholder: string) => value.trim() || placeholder;

/**
 * The agreement as it will read once signed, from the form as it stands, the client's signature
 * still to come: the client reads the whole of it before signing (the portal), and the firm before
 * it sends an amendment (the console). An empty field shows as its placeholder. When it replaces a
 * saved version, it is that agreement's next version.
 */
export function draftAgreementDocument(
  values: AgreementTermsValues,
  agreementDate: string,
  replacing?: Pick<Agreement, 'reference' | 'version'>,
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
    agreementDate,
    services: pricedServices(values),
    signature: null,
    ...(replacing ? { reference: replacing.reference, version: replacing.version + 1 } : {}),
  });
}
