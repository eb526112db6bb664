import { useDispatch, useStore } from 'react-redux';
import type { EsignConsentStatus } from '@consult/domain';
import {
  ESIGN_ACCEPTANCE,
  ndaApi,
  useGetEsignConsentQuery,
  type AppStore,
} from '@consult/api-client';

/**
 * The disclosure's status for a signing form, and `acceptedOnceSettled()` for its submit: a Sign
 * click made while the acceptance is still being recorded waits for it, instead of being refused
 * with a message that vanishes a moment later (the click silently lost).
 */
export function useEsignConsent({ skip = false }: { skip?: boolean } = {}) {
  const { data: consent } = useGetEsignConsentQuery(undefined, { skip });
  const dispatch = useDispatch<AppStore['dispatch']>();
  const store = useStore() as AppStore;

  const acceptedOnceSettled = async (): Promise<boolean> => {
    // (Typed by hand: on injected endpoints RTK Query types this thunk's result as `never`.)
    const running = dispatch(
      ndaApi.util.getRunningMutationThunk('acceptEsignConsent', ESIGN_ACCEPTANCE),
    ) as { unwrap(): Promise<EsignConsentStatus> } | undefined;
    // Its answer counts at once; the cached status catches up a moment later.
    const answer = running ? await running.unwrap().catch(() => null) : null;
    if (answer?.accepted) return true;
    return ndaApi.endpoints.getEsignConsent.select()(store.getState()).data?.accepted === true;
  };

  return { consent, acceptedOnceSettled };
}
