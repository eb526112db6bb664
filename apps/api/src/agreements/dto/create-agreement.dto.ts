import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  AGREEMENT_PAYMENT_TYPES,
  ESIGN_MESSAGES,
  LIMITS,
  MESSAGES,
  NDA_LIMITS,
  NDA_MESSAGES,
  SERVICE_CATALOGUE,
  SINGLE_LINE_PATTERN,
  isIsoDate,
  sameName,
  type AgreementClientData,
  type AgreementServiceSelection,
  type CreateAgreementRequest,
} from '@consult/domain';
import { IsMoney } from '../../common/validation/is-money';
import { Trim } from '../../common/validation/transforms';

/**
 * `POST /api/consulting-agreement` (req DOCS-5, DOCS-7; RULES-4, RULES-5). The DTO checks each value's
 * type, length and range with the domain's messages; the catalogue rules (known services and
 * sub-services, success-based only where offered, required client fields) are `agreementProblem`'s,
 * which the service applies next, so the API and the form answer in the same words.
 */

const { clientInformation } = AGREEMENT_MESSAGES;
const SERVICE_SHAPE =
  'Each service must be an object with a name, sub-services, a payment type and a fee';
const NAME_MAX = 100;
const MAX_SUB_SERVICES = Math.max(
  ...SERVICE_CATALOGUE.map((service) => service.subServices.length),
);

/** A client field: text on one line, within its length; emptiness is `agreementProblem`'s. */
function ClientLine(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString({ message: clientInformation })(target, key);
    MaxLength(max, { message: MESSAGES.tooLong(label, max) })(target, key);
    Matches(SINGLE_LINE_PATTERN, { message: NDA_MESSAGES.singleLine(label) })(target, key);
  };
}

/** A whole number from 0 to `max` (fees, down payments, hours, months). */
function WholeNumber(message: string, max: number, tooLarge: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(max, { message: tooLarge })(target, key);
  };
}

const IsIsoDate = () =>
  ValidateBy({
    name: 'isIsoDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isIsoDate(value),
      defaultMessage: () => AGREEMENT_MESSAGES.dateInvalid,
    },
  });

const MatchesSignerName = () =>
  ValidateBy({
    name: 'matchesSignerName',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const clientData = (args?.object as CreateAgreementDto | undefined)?.clientData;
        const signerName = typeof clientData?.signerName === 'string' ? clientData.signerName : '';
        // Without a signer name the client information is incomplete: that message comes first.
        if (signerName.trim() === '') return true;
        return typeof value === 'string' && sameName(value, signerName);
      },
      defaultMessage: () => AGREEMENT_MESSAGES.signatureMismatch,
    },
  });

export class AgreementClientDataDto implements AgreementClientData {
  @ClientLine('Company name', LIMITS.companyNameMax)
  companyName!: string;

  @ClientLine('Street', LIMITS.addressMax)
  companyStreet!: string;

  @ClientLine('City', LIMITS.cityMax)
  companyCity!: string;

  @ClientLine('State', LIMITS.stateMax)
  companyState!: string;

  @ClientLine('ZIP code', LIMITS.zipMax)
  companyZip!: string;

  @ClientLine('Phone', LIMITS.phoneMax)
  companyPhone!: string;

  @ClientLine('Signer name', NDA_LIMITS.signerNameMax)
  signerName!: string;

  @ClientLine('Signer title', LIMITS.titleMax)
  signerTitle!: string;

  /** yyyy-MM-dd, the signer's today; the service checks it is the signing date. */
  @Trim()
  @IsString({ message: AGREEMENT_MESSAGES.dateInvalid })
  @IsIsoDate()
  date!: string;
}

export class AgreementServiceDto implements AgreementServiceSelection {
  @IsString({ message: SERVICE_SHAPE })
  @MaxLength(NAME_MAX, { message: MESSAGES.tooLong('Service name', NAME_MAX) })
  name!: string;

  @IsArray({ message: SERVICE_SHAPE })
  @ArrayMaxSize(MAX_SUB_SERVICES, {
    message: (args: ValidationArguments) =>
      `${String((args.object as AgreementServiceDto).name)} has at most ${MAX_SUB_SERVICES} sub-services`,
  })
  @ArrayUnique({
    message: (args: ValidationArguments) =>
      AGREEMENT_MESSAGES.duplicateSubService(String((args.object as AgreementServiceDto).name)),
  })
  @IsString({ each: true, message: SERVICE_SHAPE })
  @MaxLength(NAME_MAX, {
    each: true,
    message: MESSAGES.tooLong('Sub-service name', NAME_MAX),
  })
  subServices!: string[];

  @IsIn(AGREEMENT_PAYMENT_TYPES, { message: AGREEMENT_MESSAGES.paymentType })
  paymentType!: (typeof AGREEMENT_PAYMENT_TYPES)[number];

  @IsMoney({
    cents: false,
    message: AGREEMENT_MESSAGES.feeDigits,
    max: { dollars: AGREEMENT_LIMITS.maxFee, message: AGREEMENT_MESSAGES.feeTooLarge },
  })
  fee!: number;

  /** Success-based only (required there); ignored for the other payment types. */
  @IsOptional()
  @IsMoney({
    cents: false,
    message: AGREEMENT_MESSAGES.downPaymentDigits,
    max: { dollars: AGREEMENT_LIMITS.maxFee, message: AGREEMENT_MESSAGES.feeTooLarge },
  })
  downPayment?: number;

  /** Hourly only (required there). */
  @IsOptional()
  @WholeNumber(
    AGREEMENT_MESSAGES.hours,
    AGREEMENT_LIMITS.maxHours,
    AGREEMENT_MESSAGES.hoursTooLarge,
  )
  hours?: number;

  /** Monthly only (required there). */
  @IsOptional()
  @WholeNumber(
    AGREEMENT_MESSAGES.months,
    AGREEMENT_LIMITS.maxMonths,
    AGREEMENT_MESSAGES.monthsTooLarge,
  )
  months?: number;
}

/**
 * The terms of an agreement: the client block and the services, with one set of rules and
 * messages for the client's signature (`CreateAgreementDto`) and the firm's proposal
 * (`AmendAgreementDto`).
 */
export class AgreementTermsDto {
  @IsObject({ message: clientInformation })
  @ValidateNested({ message: clientInformation })
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

export class CreateAgreementDto extends AgreementTermsDto implements CreateAgreementRequest {
  /** The agreement this one replaces (a new version); absent for a new agreement. */
  @IsOptional()
  @IsInt({ message: 'agreementId must be the id of one of your agreements' })
  @Min(1, { message: 'agreementId must be the id of one of your agreements' })
  agreementId?: number;

  @Trim()
  @IsString({ message: AGREEMENT_MESSAGES.signatureMismatch })
  @MaxLength(NDA_LIMITS.signerNameMax, { message: AGREEMENT_MESSAGES.signatureMismatch })
  @MatchesSignerName()
  signature!: string;

  @Equals(true, { message: ESIGN_MESSAGES.agreeRequired })
  agreeToSignElectronically!: true;
}
