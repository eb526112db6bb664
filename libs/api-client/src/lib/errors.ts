import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@consult/domain';

type AnyError = FetchBaseQueryError | SerializedError | undefined | null | unknown;

function body(error: AnyError): Partial<ApiErrorBody> | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as Partial<ApiErrorBody>;
  }
  return undefined;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: AnyError): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * A 401: the session the call relied on has ended. The API client has already forgotten the user
 * (base-api's `sessionExpired`), so the page's guard goes to /log-in; the caller adds no error.
 */
export function isSessionExpired(error: AnyError): boolean {
  return errorStatus(error) === 401;
}

/** The server's message for a failed call, else the fallback. */
export function errorMessage(error: AnyError, fallback: string): string {
  const message = body(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** Field-level messages of a 400, keyed by field name. */
export function fieldErrors(error: AnyError): Record<string, string> {
  return body(error)?.fields ?? {};
}

/**
 * A failed call in one line of text, for a log: "HTTP 502", "HTTP 500: <the server's message>" or
 * "FETCH_ERROR: TypeError: Failed to fetch" (never "[object Object]").
 */
export function errorSummary(error: AnyError): string {
  const status = errorStatus(error);
  if (status !== undefined) {
    const message = errorMessage(error, '');
    return message ? `HTTP ${status}: ${message}` : `HTTP ${status}`;
  }
  if (error && typeof error === 'object') {
    const { status: kind, error: detail, message } = error as Record<string, unknown>;
    const parts = [kind, detail ?? message].filter((part) => typeof part === 'string');
    if (parts.length) return parts.join(': ');
  }
  return String(error);
}
