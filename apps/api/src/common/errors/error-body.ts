import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@consult/domain';

/** The one error body shape of the API (libs/domain ApiErrorBody). */
export function errorBody(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return body;
}
