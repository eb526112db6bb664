import { PasswordResetToken } from '../account/password-reset-token.entity';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { Consultation } from '../consultation/consultation.entity';
import { EmailVerification } from '../email-verification/email-verification.entity';
import { EsignConsent } from '../esign/esign-consent.entity';
import { OutboxAttachmentPart } from '../mail/outbox-attachment-part.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { Nda } from '../nda/nda.entity';
import { PaymentMethod } from '../payments/payment-method.entity';
import { Profile } from '../profile/profile.entity';
import { RateLimitCounter } from '../rate-limits/rate-limit-counter.entity';
import { Session } from '../sessions/session.entity';
import { SealedDocument } from '../signing/sealed-document.entity';
import { User } from '../users/user.entity';

/** Every entity of the API, registered explicitly (no globs, so Jest, ts and the built JS agree). */
export const ENTITIES = [
  User,
  Profile,
  Session,
  Consultation,
  EsignConsent,
  Nda,
  ConsultingAgreement,
  PaymentMethod,
  AuditLog,
  RateLimitCounter,
  OutboxMail,
  OutboxAttachmentPart,
  SealedDocument,
  PasswordResetToken,
  EmailVerification,
];
