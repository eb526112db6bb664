import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type {
  AdminAgreementView,
  AdminInvoiceView,
  AdminDownloadPurpose,
  AdminNdaView,
  AdminPrintableKind,
  AdminSetupStatus,
  AdminUserDetail,
  AdminUserListItem,
  Agreement,
  AmendAgreementRequest,
  AuditAction,
  AuditLogPage,
  PromoteUserRequest,
  PromoteUserResult,
  ShareDocumentResult,
} from '@consult/domain';
import { baseApi } from './base-api';
import { fileDownload, type DownloadedFile } from './download';

/** A failed admin call with the HTTP status line kept (req DOCS-8: 'Failed to fetch: 500 Internal Server Error'). */
export type AdminFetchError = FetchBaseQueryError & { statusText?: string };

/** The document an admin action is about: an NDA, an agreement version, or a payment method's invoice. */
export interface AdminDocumentRef {
  kind: AdminPrintableKind;
  id: number;
}

export interface AdminMailRequest extends AdminDocumentRef {
  /** Another address than the client's own (req RULES-2). */
  to?: string;
}

export interface AuditLogRequest {
  limit?: number;
  /** The `nextBefore` of the page before. */
  before?: number;
  /** Only entries of this action. */
  action?: AuditAction;
  /** Only entries about this client (their user id). */
  clientId?: number;
}

/** A document's PDF, fetched to save it or to print it: the audit log records which. */
export interface AdminDownloadRequest extends AdminDocumentRef {
  purpose?: AdminDownloadPurpose;
}

/** The admin API's path of each kind of document (docs/api.md, Admin). */
const DOCUMENT_PATHS: Record<AdminPrintableKind, string> = {
  nda: '/admin/nda',
  agreement: '/admin/consulting-agreement',
  invoice: '/admin/payment-method',
};

export function adminDownloadPath({ kind, id }: AdminDocumentRef): string {
  return `${DOCUMENT_PATHS[kind]}/${id}/${kind === 'invoice' ? 'download-invoice' : 'download'}`;
}

export function adminSharePath({ kind, id }: AdminDocumentRef): string {
  return `${DOCUMENT_PATHS[kind]}/${id}/${kind === 'invoice' ? 'share-invoice' : 'share'}`;
}

/**
 * The status text of a failed admin call ("Internal Server Error"): the response's own, else the
 * `error` of the API's error body (an HTTP/2 answer has no status text); '' when neither is known.
 */
export function errorStatusText(error: unknown): string {
  if (!error || typeof error !== 'object') return '';
  const { statusText, data } = error as { statusText?: unknown; data?: unknown };
  if (typeof statusText === 'string' && statusText) return statusText;
  const fromBody =
    data && typeof data === 'object' ? (data as { error?: unknown }).error : undefined;
  return typeof fromBody === 'string' ? fromBody : '';
}

const keepStatusText = (error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined) =>
  ({ ...error, statusText: meta?.response?.statusText ?? '' }) as AdminFetchError;

/** The `{ to }` body of a mail request; `{}` without one (a POST always carries JSON). */
const mailBody = (to: string | undefined) => (to ? { to } : {});

const AUDIT_LOG = { type: 'AuditLog' as const, id: 'LIST' };

/**
 * The admin console's calls (req DOCS-7, Admin; docs/api.md). Everything an admin reads is under
 * the 'Admin' tag, which the portal's own changes (signing, deleting) invalidate too; every action
 * an admin takes on a document is written to the audit log, so it refreshes the log as well.
 */
export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ['AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `true` when the server confirms the signed-in user is an admin (an OK status). */
    checkAdmin: build.query<boolean, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/admin/check');
        return { data: !result.error };
      },
      providesTags: ['Admin'],
    }),
    /** Whether any admin exists yet (any signed-in account may ask). */
    getAdminSetup: build.query<AdminSetupStatus, void>({
      query: () => '/admin-setup',
      providesTags: ['Admin'],
    }),
    getAdminUsers: build.query<AdminUserListItem[], void>({
      query: () => '/admin/users',
      transformErrorResponse: keepStatusText,
      providesTags: ['Admin'],
    }),
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => `/admin/users/${id}`,
      transformErrorResponse: keepStatusText,
      providesTags: ['Admin'],
    }),
    promoteUser: build.mutation<PromoteUserResult, PromoteUserRequest>({
      query: (body) => ({ url: '/admin/promote', method: 'POST', body }),
      invalidatesTags: ['Admin', AUDIT_LOG],
    }),
    getAdminNda: build.query<AdminNdaView, number>({
      query: (id) => `/admin/nda/${id}`,
      providesTags: ['Admin'],
    }),
    getAdminAgreement: build.query<AdminAgreementView, number>({
      query: (id) => `/admin/consulting-agreement/${id}`,
      providesTags: ['Admin'],
    }),
    /** A payment method, masked, for the invoice view. */
    getAdminPaymentMethod: build.query<AdminInvoiceView, number>({
      query: (id) => `/admin/payment-method/${id}`,
      providesTags: ['Admin'],
    }),
    /** The firm's new terms: a `pending` version the client re-signs (req RULES-2). */
    amendAgreement: build.mutation<Agreement, { id: number; body: AmendAgreementRequest }>({
      query: ({ id, body }) => ({
        url: `/admin/consulting-agreement/${id}/amend`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Admin', AUDIT_LOG],
    }),
    /** Withdraws the firm's pending proposal; the version in force stays in force. */
    withdrawAmendment: build.mutation<Agreement, number>({
      query: (id) => ({
        url: `/admin/consulting-agreement/${id}/withdraw`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Admin', AUDIT_LOG],
    }),
    /**
     * A document's PDF (never cached: each call fetches it again). `purpose: 'print'` when the
     * console prints it: the API records that print, once, instead of a download.
     */
    downloadAdminDocument: build.mutation<DownloadedFile, AdminDownloadRequest>({
      query: ({ purpose, ...ref }) =>
        fileDownload(adminDownloadPath(ref), purpose === 'print' ? { purpose } : undefined),
      invalidatesTags: [AUDIT_LOG],
    }),
    /** E-mails the document as a PDF attachment, to the client unless `to` says otherwise. */
    shareAdminDocument: build.mutation<ShareDocumentResult, AdminMailRequest>({
      query: ({ to, ...ref }) => ({ url: adminSharePath(ref), method: 'POST', body: mailBody(to) }),
      invalidatesTags: [AUDIT_LOG],
    }),
    /** The payments tab's "Email Invoice". */
    mailInvoice: build.mutation<ShareDocumentResult, { id: number; to?: string }>({
      query: ({ id, to }) => ({
        url: `/admin/payment-method/${id}/mail-invoice`,
        method: 'POST',
        body: mailBody(to),
      }),
      invalidatesTags: [AUDIT_LOG],
    }),
    /**
     * The audit log, newest first, a page at a time, of one action or about one client when
     * asked. Always read afresh when shown.
     */
    getAuditLog: build.query<AuditLogPage, AuditLogRequest>({
      query: ({ limit, before, action, clientId }) => ({
        url: '/admin/audit-log',
        params: {
          ...(limit === undefined ? {} : { limit }),
          ...(before === undefined ? {} : { before }),
          ...(action === undefined ? {} : { action }),
          ...(clientId === undefined ? {} : { clientId }),
        },
      }),
      providesTags: [AUDIT_LOG],
    }),
  }),
});

export const {
  useCheckAdminQuery,
  useGetAdminSetupQuery,
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  usePromoteUserMutation,
  useGetAdminNdaQuery,
  useGetAdminAgreementQuery,
  useGetAdminPaymentMethodQuery,
  useAmendAgreementMutation,
  useWithdrawAmendmentMutation,
  useDownloadAdminDocumentMutation,
  useShareAdminDocumentMutation,
  useMailInvoiceMutation,
  useGetAuditLogQuery,
} = adminApi;
