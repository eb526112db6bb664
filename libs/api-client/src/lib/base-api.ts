import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

let apiBaseUrl = '/api';

/** Sets where the API lives (an absolute URL in production, `/api` behind the dev proxy). */
export function configureApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl,
    credentials: 'include',
  })(args, api, extraOptions);

/** A failed query is retried once (req SITE-9); client errors and mutations are not retried. */
const baseQueryWithRetry = retry(rawBaseQuery, {
  retryCondition: (error, args, { attempt, baseQueryApi }) => {
    if (attempt > 1 || baseQueryApi.type === 'mutation') return false;
    const status = (error as FetchBaseQueryError).status;
    return typeof status !== 'number' || status >= 500;
  },
});

/**
 * The API answered 401 to a request that needs a session: the one the browser had has ended
 * (expired, or signed out from another browser). The store (createAppStore) forgets the user then,
 * so the route guards send the visitor to /log-in, which returns to the page once signed in.
 */
export const sessionExpired = createAction('api/sessionExpired');

/** The requests whose 401 is an answer, not a lost session: a wrong password, the session check. */
const OWN_401_ENDPOINTS: readonly string[] = ['login', 'getUser'];

/** Every request goes through here, so a 401 is noticed once for the whole app (issue 20). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await baseQueryWithRetry(args, api, extraOptions);
  if (result.error?.status === 401 && !OWN_401_ENDPOINTS.includes(api.endpoint)) {
    api.dispatch(sessionExpired());
  }
  return result;
};

export const FRESH_FOR_SECONDS = 5 * 60;
export const KEEP_UNUSED_SECONDS = 10 * 60;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Profile', 'PaymentMethod', 'Admin', 'Nda', 'EsignConsent', 'Session'],
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  refetchOnFocus: true,
  endpoints: () => ({}),
});
