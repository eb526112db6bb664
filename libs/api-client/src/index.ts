export {
  baseApi,
  configureApiBaseUrl,
  FRESH_FOR_SECONDS,
  KEEP_UNUSED_SECONDS,
} from './lib/base-api';
export * from './lib/account.api';
export * from './lib/admin.api';
export * from './lib/agreement.api';
export * from './lib/auth.api';
export * from './lib/consultation.api';
export * from './lib/download';
export * from './lib/email-verification.api';
export * from './lib/errors';
export * from './lib/nda.api';
export * from './lib/payment.api';
export * from './lib/profile.api';
export * from './lib/store';
export * from './lib/verify.api';
