import {
  Equals,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import {
  ESIGN_MESSAGES,
  LIMITS,
  MESSAGES,
  NDA_LIMITS,
  NDA_MESSAGES,
  SINGLE_LINE_PATTERN,
  isIsoDate,
  sameName,
  type CreateNdaRequest,
} from '@consult/domain';
import { Trim } from '../../common/validation/transforms';

const { requiredFields } = NDA_MESSAGES;

/** A required single-line text field of the NDA, with the spec's one message when it is missing. */
function RequiredLine(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString({ message: requiredFields })(target, key);
    IsNotEmpty({ message: requiredFields })(target, key);
    MaxLength(max, { message: MESSAGES.tooLong(label, max) })(target, key);
    Matches(SINGLE_LINE_PATTERN, { message: NDA_MESSAGES.singleLine(label) })(target, key);
  };
}

const MatchesSignerName = () =>
  ValidateBy({
    name: 'matchesSignerName',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        typeof value === 'string' &&
        sameName(value, String((args?.object as CreateNdaDto).signerName ?? '')),
      defaultMessage: () => NDA_MESSAGES.signatureMismatch,
    },
  });

const IsIsoDate = () =>
  ValidateBy({
    name: 'isIsoDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isIsoDate(value),
      defaultMessage: () => NDA_MESSAGES.agreementDateInvalid,
    },
  });

/**
 * `POST /api/nda` (req DOCS-5, DOCS-7; RULES-4). Every party and signer field is required
 * ("Please fill in all required fields"); the typed signature must be the signer's name; the
 * signer must tick "I agree to sign electronically".
 */
export class CreateNdaDto implements CreateNdaRequest {
  @RequiredLine('Company name', LIMITS.companyNameMax)
  companyName!: string;

  @RequiredLine('Address', LIMITS.addressMax)
  companyAddress!: string;

  @RequiredLine('City', LIMITS.cityMax)
  companyCity!: string;

  @RequiredLine('State', LIMITS.stateMax)
  companyState!: string;

  @RequiredLine('ZIP code', LIMITS.zipMax)
  companyZip!: string;

  @RequiredLine('Signer name', NDA_LIMITS.signerNameMax)
  signerName!: string;

  @RequiredLine('Signer title', LIMITS.titleMax)
  signerTitle!: string;

  @RequiredLine('Signature', NDA_LIMITS.signerNameMax)
  @MatchesSignerName()
  signature!: string;

  @IsOptional()
  @Trim()
  @IsString({ message: NDA_MESSAGES.agreementDateInvalid })
  @IsIsoDate()
  agreementDate?: string;

  @Equals(true, { message: ESIGN_MESSAGES.agreeRequired })
  agreeToSignElectronically!: true;
}
