import { InitialSchema1795322611076 } from './1795322611076-initial-schema';
import { ConsultationRequests1795352591205 } from './1795352591205-consultation-requests';
import { SignedNdas1795353381109 } from './1795353381109-signed-ndas';
import { ConsultingAgreements1795356204813 } from './1795356204813-consulting-agreements';
import { RateLimitCounters1795363844841 } from './1795363844841-rate-limit-counters';
import { AdminAuditLog1795364036492 } from './1795364036492-admin-audit-log';
import { PaymentMethods1795364179832 } from './1795364179832-payment-methods';
import { MailOutbox1795373800000 } from './1795373800000-mail-outbox';
import { ContractsAndMoney1795400000000 } from './1795400000000-contracts-and-money';
import { SealedDocuments1795500000000 } from './1795500000000-sealed-documents';
import { EmailVerification1795600000000 } from './1795600000000-email-verification';
import { PasswordResetAndSessions1795650000000 } from './1795650000000-password-reset-and-sessions';

/** Every migration, in order (registered explicitly so Jest, ts and the built JS agree). */
export const MIGRATIONS = [
  InitialSchema1795322611076,
  ConsultationRequests1795352591205,
  SignedNdas1795353381109,
  ConsultingAgreements1795356204813,
  RateLimitCounters1795363844841,
  AdminAuditLog1795364036492,
  PaymentMethods1795364179832,
  MailOutbox1795373800000,
  ContractsAndMoney1795400000000,
  SealedDocuments1795500000000,
  EmailVerification1795600000000,
  PasswordResetAndSessions1795650000000,
];
