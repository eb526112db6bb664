import { consultationApi } from '@consult/api-client';
import type { ConsultationReceipt, ConsultationRequest } from '@consult/domain';
import { sharedStore } from '@consult/ui';

/**
 * Sends a consultation request through the page's API store (RTK Query's mutation, as the portal's
 * forms send theirs). ConsultationForm loads this module when the form is submitted, so that the
 * form hydrates without the API client and its store: building them was the longest task of the
 * page's hydration on a phone (issue 19). By then the page has usually loaded both for the
 * header's session check (DeferredSession).
 */
export async function submitConsultation(
  apiBaseUrl: string,
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
