import { canonicalText, consultingAgreementDocument } from '@consult/documents';
import {
  DEFAULT_FIRM,
  agreementReference,
  priceAgreement,
  type AgreementClientData,
  type AgreementServiceSelection,
} from '@consult/domain';
import { unsignedEvidence } from '../signing/signature-evidence';
import { sha256Hex } from '../signing/signing.service';
import type { AgreementServiceDto } from './dto/create-agreement.dto';
import { agreementKeyOf } from './agreement-chain';
import type { ConsultingAgreement } from './agreement.entity';

/**
 * What a version says: the client block and the services as chosen, priced by the server, and the
 * document they make. Shared by the client's signature and the firm's proposal, so both build a
 * new version the same way.
 */

/**
 * A new version's columns before its number, status and document: its place in the chain (`after`,
 * the version it follows, or null for a first version), the client block, and the services with
 * the server's figures.
 */
export function newVersionColumns(
  after: Pick<ConsultingAgreement, 'id' | 'originalId'> | null,
  clientData: AgreementClientData,
  services: AgreementServiceSelection[],
) {
  return {
    originalId: after ? agreementKeyOf(after) : null,
    previousVersionId: after?.id ?? null,
    supersededById: null,
    ...clientColumns(clientData),
    ...pricedColumns(services),
  };
}

/** The client block of a request, as columns. */
function clientColumns(clientData: AgreementClientData) {
  return {
    companyName: clientData.companyName,
    companyStreet: clientData.companyStreet,
    companyCity: clientData.companyCity,
    companyState: clientData.companyState,
    companyZip: clientData.companyZip,
    companyPhone: clientData.companyPhone,
    signerName: clientData.signerName,
    signerTitle: clientData.signerTitle,
    signedDate: clientData.date,
  };
}

/** The services with the server's figures, as columns. */
function pricedColumns(services: AgreementServiceSelection[]) {
  const { lines, totals } = priceAgreement(services);
  return { services: lines, totals, grandTotalCents: totals.grandTotalCents };
}

/**
 * The document of a version as `signature` (the typed name, or null for a proposal) makes it. A
 * version after the first names the agreement's reference and its version number.
 */
export function agreementDocumentOf(
  row: ConsultingAgreement,
  services: AgreementServiceSelection[],
  signature: string | null,
) {
  return consultingAgreementDocument({
    firm: DEFAULT_FIRM,
    client: {
      companyName: row.companyName,
      companyStreet: row.companyStreet,
      companyCity: row.companyCity,
      companyState: row.companyState,
      companyZip: row.companyZip,
      companyPhone: row.companyPhone,
    },
    signer: { name: row.signerName, title: row.signerTitle },
    agreementDate: row.signedDate,
    services,
    signature,
    ...(row.version > 1
      ? { reference: agreementReference(agreementKeyOf(row)), version: row.version }
      : {}),
  });
}

/** The document of a proposal (awaiting the client's signature), its canonical text and hash. */
export function proposalDocumentColumns(
  row: ConsultingAgreement,
  services: AgreementServiceSelection[],
) {
  const document = agreementDocumentOf(row, services, null);
  const documentText = canonicalText(document);
  return { document, documentText, evidence: unsignedEvidence(sha256Hex(documentText)) };
}

/** A stored version's client block, as the request that proposed it carried it (no date). */
export function clientDataOf(row: ConsultingAgreement): Omit<AgreementClientData, 'date'> {
  return {
    companyName: row.companyName,
    companyStreet: row.companyStreet,
    companyCity: row.companyCity,
    companyState: row.companyState,
    companyZip: row.companyZip,
    companyPhone: row.companyPhone,
    signerName: row.signerName,
    signerTitle: row.signerTitle,
  };
}

/** A stored service line as the selection it was priced from. */
export function selectionOfLine(line: AgreementServiceSelection): AgreementServiceSelection {
  return selectionOf(line as AgreementServiceDto);
}

/**
 * A service as the client chose it, keeping only what its payment type uses: hours for hourly,
 * months for monthly, the down payment for success-based.
 */
export function selectionOf(service: AgreementServiceDto): AgreementServiceSelection {
  const { name, subServices, paymentType, fee } = service;
  return {
    name,
    subServices: [...subServices],
    paymentType,
    fee,
    ...(paymentType === 'hourly' ? { hours: service.hours } : {}),
    ...(paymentType === 'monthly' ? { months: service.months } : {}),
    ...(paymentType === 'success' ? { downPayment: service.downPayment } : {}),
  };
}
