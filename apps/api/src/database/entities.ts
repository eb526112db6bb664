import { ConsultingAgreement } from '../agreements/agreement.entity';
import { Consultation } from '../consultation/consultation.entity';
import { EsignConsent } from '../esign/esign-consent.entity';
import { Nda } from '../nda/nda.entity';
import { Profile } from '../profile/profile.entity';
import { Session } from '../sessions/session.entity';
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
];
