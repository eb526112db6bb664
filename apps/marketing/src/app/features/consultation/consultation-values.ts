import { CONSULTATION_SERVICE_TYPE, type ConsultationRequest } from '@consult/domain';

// What the consultation form needs as it hydrates: its values and the request it sends. Its rules
// are in consultation-schema.ts, loaded with its first check (ConsultationForm).

export type ConsultationFormValues = Omit<ConsultationRequest, 'serviceType'>;

/** The text fields in the order the form shows them (and focuses the first invalid one). */
export const CONSULTATION_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'primaryGoals',
] as const satisfies readonly (keyof ConsultationFormValues)[];

/** Idle: text fields empty, both checkboxes unchecked (req SITE-4). */
export const CONSULTATION_INITIAL_VALUES: ConsultationFormValues = {
  companyName: '',
  isPublic: false,
  isPrivate: false,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  primaryGoals: '',
};

/** The request payload: text trimmed, the service type the form always asks for. */
export function toConsultationRequest(values: ConsultationFormValues): ConsultationRequest {
  return {
    companyName: values.companyName.trim(),
    isPublic: values.isPublic,
    isPrivate: values.isPrivate,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    primaryGoals: values.primaryGoals.trim(),
    serviceType: CONSULTATION_SERVICE_TYPE,
  };
}
