import { buildMutualNda } from '@consult/documents';
import { DEFAULT_FIRM, type Nda, type NdaSummary } from '@consult/domain';

/**
 * A signed NDA with its document, as `GET /api/nda/{id}` and the console's NDA view answer it: the
 * document built from the record's parties, signer, date and typed signature, as the API builds it.
 */
export function ndaWithDocument(summary: NdaSummary, consent: Nda['consent']): Nda {
  return {
    ...summary,
    document: buildMutualNda({
      firm: DEFAULT_FIRM,
      client: summary,
      signer: { name: summary.signerName, title: summary.signerTitle },
      agreementDate: summary.agreementDate,
      signature: summary.typedSignature,
    }),
    consent,
  };
}
