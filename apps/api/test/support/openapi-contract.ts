import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The contract test (docs/api.md, "The OpenAPI document"): every response the integration suites
 * receive is checked against its route's answer in docs/openapi.json — the status must be one the
 * route documents, the content type one documented for that status, and a JSON body must match its
 * schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1): a missing required field, an extra
 * field or a wrong type is a problem. `startApp` feeds every response of every test app here
 * (test-app.ts); contract-setup.ts fails the test during which a problem was seen.
 */

export interface ObservedResponse {
  method: string;
  /** The route's pattern as Fastify matched it (`/api/nda/:id`), or undefined when none matched. */
  route: string | undefined;
  url: string;
  status: number;
  contentType: string | undefined;
  body: string | Buffer | undefined;
}

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

export const OPENAPI_FILE = join(__dirname, '../../../../docs/openapi.json');
const SCHEMAS_ID = 'openapi-schemas.json';
/** Swagger UI and its assets describe the document; they are not in it. */
const NOT_IN_THE_DOCUMENT = /^\/api\/docs(\/|$)/;

let loaded: { document: OpenApiDocument; ajv: Ajv2020 } | null = null;
const validators = new Map<string, ValidateFunction>();

function contract() {
  if (loaded) return loaded;
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  // Strict, but with OpenAPI 3.1's nullable types (`"type": ["string", "null"]`).
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // The document's schemas as one JSON Schema, `#/components/schemas/X` read as its `$defs/X`.
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: toJsonSchema(document.components.schemas) });
  loaded = { document, ajv };
  return loaded;
}

function toJsonSchema<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`),
  ) as T;
}

/** `/api/nda/:id` as the document writes it: `/api/nda/{id}`. */
export function documentPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Why `response` breaks the contract, or null when it keeps it (or is not the API's to keep). */
export function contractProblem(response: ObservedResponse): string | null {
  const method = response.method.toLowerCase();
  if (method === 'head' || method === 'options') return null;
  const where = `${response.method} ${response.url} answered ${response.status}`;
  if (response.route === undefined) {
    // No route: the not-found handler's error body.
    return jsonProblem(where, response, `#/components/schemas/ApiErrorBody`, 'error');
  }
  if (NOT_IN_THE_DOCUMENT.test(response.route)) return null;
  const path = documentPath(response.route);
  const operation = contract().document.paths[path]?.[method];
  if (!operation) return `${where}: ${response.method} ${path} is not in docs/openapi.json`;
  const documented = operation.responses[String(response.status)];
  if (!documented) {
    return `${where}, a status that docs/openapi.json does not list for ${response.method} ${path} (it lists ${Object.keys(operation.responses).join(', ')})`;
  }
  const body = response.body ?? '';
  if (!documented.content) {
    return body.length === 0 ? null : `${where} with a body, where the document has none`;
  }
  const mediaType = response.contentType?.split(';', 1)[0].trim().toLowerCase() ?? '';
  const content = documented.content[mediaType];
  if (!content) {
    return `${where} with Content-Type "${mediaType}", where the document has ${Object.keys(documented.content).join(', ')}`;
  }
  if (mediaType !== 'application/json') return null; // A PDF: its bytes are not the schema's.
  if (!content.schema) return null;
  return jsonProblem(where, response, content.schema, `${path} ${method} ${response.status}`);
}

function jsonProblem(
  where: string,
  response: ObservedResponse,
  schema: object | string,
  key: string,
): string | null {
  let value: unknown;
  try {
    value = JSON.parse(String(response.body ?? ''));
  } catch {
    return `${where} with a body that is not JSON: ${String(response.body).slice(0, 200)}`;
  }
  let validate = validators.get(key);
  if (!validate) {
    const { ajv } = contract();
    validate = ajv.compile(toJsonSchema(typeof schema === 'string' ? { $ref: schema } : schema));
    validators.set(key, validate);
  }
  if (validate(value)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => {
      const detail =
        error.keyword === 'additionalProperties'
          ? `${error.message}: "${(error.params as { additionalProperty: string }).additionalProperty}"`
          : error.message;
      return `${error.instancePath || '(body)'} ${detail}`;
    })
    .join('; ');
  return `${where} with a body that does not match docs/openapi.json: ${errors}. Body: ${JSON.stringify(value).slice(0, 500)}`;
}

const problems: string[] = [];

/** Checks a response and keeps what is wrong with it, for contract-setup.ts to report. */
export function observeResponse(response: ObservedResponse): void {
  let problem: string | null;
  try {
    problem = contractProblem(response);
  } catch (error) {
    problem = `Checking ${response.method} ${response.url} against docs/openapi.json failed: ${String(error)}`;
  }
  if (problem) problems.push(problem);
}

/** The problems seen since the last call. */
export function takeContractProblems(): string[] {
  return problems.splice(0, problems.length);
}

/**
 * Throws, and so fails the test or hook it runs in, when a response seen since the last call broke
 * the contract (contract-setup.ts after every test and file).
 */
export function failOnContractProblems(): void {
  const problems = takeContractProblems();
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} response(s) broke the API's contract (docs/openapi.json):\n- ${problems.join('\n- ')}`,
    );
  }
}
