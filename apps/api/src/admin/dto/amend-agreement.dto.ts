import type { AmendAgreementRequest } from '@consult/domain';
import { AgreementTermsDto } from '../../agreements/dto/create-agreement.dto';

/**
 * `POST /api/admin/consulting-agreement/{id}/amend` (req RULES-2): the client's agreement body
 * without `signature`, `agreeToSignElectronically` or `agreementId` (any of them is 400 "Unknown
 * field"): the firm proposes terms, the client signs them later. Same rules and messages.
 */
export class AmendAgreementDto extends AgreementTermsDto implements AmendAgreementRequest {}
