import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { JsonOf } from '../common/json-of';
import type { ApiSchemaName, ApiSchemas } from './api-schemas';

/**
 * The OpenAPI decorators of the handlers (docs/openapi.json, docs/api.md). The schemas themselves
 * are the TypeScript types listed in ApiSchemas; these decorators name them, with the statuses the
 * handler answers. Statuses every route shares (401/403 from the access guard, the origin check's
 * 403, 415 and 413 on writes, 500, 503) are added by the generator from the route's access and
 * method (apps/api/openapi/openapi-document.ts), so a handler lists only its own.
 */

/** A `$ref` to one of the document's schemas. */
export function schemaRef(name: ApiSchemaName): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

type Handler<R> = (...args: never[]) => R | Promise<R>;
/** A handler that answers `R` or, already serialized, its JSON text. */
type JsonHandler<R> = Handler<R> | Handler<JsonOf<R>>;

/**
 * The handler's success answer: `status` with a JSON body of the schema `name`. The compiler
 * checks that the handler returns that type, so the document cannot name another.
 */
export function ApiAnswer<K extends ApiSchemaName>(status: number, name: K, description: string) {
  return <F extends JsonHandler<ApiSchemas[K]>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    ApiResponse({ status, description, schema: schemaRef(name) })(target, key, descriptor);
  };
}

/** The handler's success answer is `204 No Content`: no body. */
export function ApiNoContent(description: string) {
  return <F extends Handler<void>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    ApiResponse({ status: 204, description })(target, key, descriptor);
  };
}

/**
 * The handler answers `200` with a PDF (`Content-Disposition: attachment`). Rendering one may also
 * answer 429 (the account's PDFs in flight, PDF_PER_USER_LIMIT) and 503 (the renderer busy or
 * failing), both with `Retry-After`.
 */
export function ApiPdf(description: string) {
  return <F extends Handler<Buffer>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    ApiResponse({
      status: 200,
      description,
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="<document>.pdf"',
          schema: { type: 'string' },
        },
      },
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      },
    })(target, key, descriptor);
    ApiErrors({
      429: 'Too many PDFs of this account in flight (`Retry-After`)',
      503: 'The PDF renderer is busy (`Retry-After`) or failing; or the database is unavailable',
    })(target, key, descriptor);
  };
}

/**
 * The handler's own error answers, each with why (the body is always `ApiErrorBody`), e.g.
 * `{ 409: 'The username or e-mail address is already registered' }`.
 */
export function ApiErrors(
  errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, string>>,
) {
  return applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: schemaRef('ApiErrorBody') }),
    ),
  );
}

/**
 * A JSON body that the handler validates itself (its parameter is `unknown`, because the body may
 * be absent): the schema it is validated against.
 */
export function ApiOptionalBody(name: ApiSchemaName, description: string) {
  return ApiBody({ required: false, description, schema: schemaRef(name) });
}

/** A query parameter; its schema is written here, beside the query DTO that validates it. */
export function ApiQueryParameter(
  name: string,
  description: string,
  schema: { type: 'string' | 'integer'; enum?: readonly string[]; minimum?: number },
) {
  return ApiQuery({
    name,
    required: false,
    description,
    schema: { ...schema, enum: schema.enum ? [...schema.enum] : undefined },
  });
}
