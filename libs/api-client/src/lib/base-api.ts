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

/** A failed query is retried once (spec 000 §9); client errors and mutations are not retried. */
const baseQueryWithRetry = retry(rawBaseQuery, {
  retryCondition: (error, args, { attempt, baseQueryApi }) => {
    if (attempt > 1 || baseQueryApi.type === 'mutation') return false;
    const status = (error as FetchBaseQueryError).status;
    return typeof status !== 'number' || status >= 500;
  },
});

export const FRESH_FOR_SECONDS = 5 * 60;
export const KEEP_UNUSED_SECONDS = 10 * 60;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  tagTypes: ['User', 'Profile', 'PaymentMethod', 'Admin', 'Nda', 'EsignConsent', 'Session'],
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  refetchOnFocus: true,
  endpoints: () => ({}),
});
