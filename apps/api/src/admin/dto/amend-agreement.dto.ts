import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES, type AmendAgreementRequest } from '@consult/domain';
import {
  AgreementClientDataDto,
  AgreementServiceDto,
} from '../../agreements/dto/create-agreement.dto';

const SERVICE_SHAPE =
  'Each service must be an object with a name, sub-services, a payment type and a fee';

/**
 * `POST /api/admin/consulting-agreement/{id}/amend` (req RULES-2): the client's agreement body
 * without `signature`, `agreeToSignElectronically` or `agreementId` (any of them is 400 "Unknown
 * field"): the firm proposes terms, the client signs them later. Same rules and messages.
 */
export class AmendAgreementDto implements AmendAgreementRequest {
  @IsObject({ message: AGREEMENT_MESSAGES.clientInformation })
  @ValidateNested({ message: AGREEMENT_MESSAGES.clientInformation })
  @Type(() => AgreementClientDataDto)
  clientData!: AgreementClientDataDto;

  @IsArray({ message: AGREEMENT_MESSAGES.noService })
  @ArrayMaxSize(AGREEMENT_LIMITS.maxServices, {
    message: `Please choose at most ${AGREEMENT_LIMITS.maxServices} services`,
  })
  // ValidateNested alone lets an array through in a service's place ("services": [[]]).
  @IsObject({ each: true, message: SERVICE_SHAPE })
  @ValidateNested({ each: true, message: SERVICE_SHAPE })
  @Type(() => AgreementServiceDto)
  services!: AgreementServiceDto[];
}
