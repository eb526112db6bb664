import { consultationApi } from '@consult/api-client';
import type { ConsultationReceipt, ConsultationRequest } from '@consult/domain';
import { sharedStore } from '@consult/ui';

/**
 * Sends a consultation request through the page's API store (RTK Query's mutation, as the portal's
 * forms send theirs). ConsultationForm loads this module when the form is sent, so that the form
 * hydrates without the API client and its store (issue 19): before, the page's chunk imported
 * them, and the form could not hydrate until their 86 KB of script had loaded and run. A visitor
 * who is signed out loads them here, and only here (DeferredSession asks without them).
 */
export async function submitConsultation(
  apiBaseUrl: string | undefined,
  request: ConsultationRequest,
): Promise<ConsultationReceipt> {
  const mutation = sharedStore(apiBaseUrl).dispatch(
    consultationApi.endpoints.submitConsultation.initiate(request),
  );
  try {
    return await mutation.unwrap();
  } finally {
    // Nothing reads the request's entry once it is answered.
    mutation.reset();
  }
}
