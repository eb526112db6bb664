import { IsOptional, ValidateBy } from 'class-validator';
import { ADMIN_MESSAGES, isEmailAddress, type ShareDocumentRequest } from '@consult/domain';

// Any C0 control character or DEL: a line break in an address would start a new mail header.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Why a value is not one e-mail address, or null when it is. Checked on the value as sent (never
 * trimmed first), so a trailing CR/LF is refused rather than quietly removed: line breaks and
 * control characters, then an empty value (no recipient), then lists ("a@x.com, b@y.com",
 * "a@x.com b@y.com"), then the address form.
 */
export function recipientProblem(value: unknown): string | null {
  if (typeof value !== 'string') return ADMIN_MESSAGES.recipientInvalid;
  if (CONTROL_CHARACTER.test(value)) return ADMIN_MESSAGES.recipientOneLine;
  const address = value.trim();
  if (address === '') return ADMIN_MESSAGES.recipientRequired;
  if (/[\s,;]/.test(address) || (address.match(/@/g) ?? []).length > 1) {
    return ADMIN_MESSAGES.recipientSingle;
  }
  if (!isEmailAddress(address)) return ADMIN_MESSAGES.recipientInvalid;
  return null;
}

/**
 * The optional body of the share and invoice e-mail routes: `to` overrides the document owner's
 * e-mail (req RULES-2). The route also accepts no body at all.
 */
export class ShareDocumentDto implements ShareDocumentRequest {
  @IsOptional()
  @ValidateBy({
    name: 'singleEmailAddress',
    validator: {
      validate: (value: unknown) => recipientProblem(value) === null,
      defaultMessage: (args) => recipientProblem(args?.value) ?? ADMIN_MESSAGES.recipientInvalid,
    },
  })
  to?: string;
}
