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

/** The server's message for a failed call, else the fallback. */
export function errorMessage(error: AnyError, fallback: string): string {
  const message = body(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** Field-level messages of a 400, keyed by field name. */
export function fieldErrors(error: AnyError): Record<string, string> {
  return body(error)?.fields ?? {};
}
