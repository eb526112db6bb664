import { InitialSchema1795322611076 } from './1795322611076-initial-schema';
import { ConsultationRequests1795352591205 } from './1795352591205-consultation-requests';
import { SignedNdas1795353381109 } from './1795353381109-signed-ndas';
import { ConsultingAgreements1795356204813 } from './1795356204813-consulting-agreements';

/** Every migration, in order (registered explicitly so Jest, ts and the built JS agree). */
export const MIGRATIONS = [
  InitialSchema1795322611076,
  ConsultationRequests1795352591205,
  SignedNdas1795353381109,
  ConsultingAgreements1795356204813,
];
