import { baseApi } from './base-api';

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `true` when the server confirms the signed-in user is an admin (an OK status). */
    checkAdmin: build.query<boolean, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/admin/check');
        return { data: !result.error };
      },
      providesTags: ['Admin'],
    }),
  }),
});

export const { useCheckAdminQuery } = adminApi;
