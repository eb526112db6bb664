import { resolve } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  createFormatter,
  createParser,
  DEFAULT_CONFIG,
  SchemaGenerator,
  type CompletedConfig,
} from 'ts-json-schema-generator';
import ts from 'typescript';
import { AppModule } from '../src/app.module';
import type { RouteAccess } from '../src/common/decorators/access.decorators';
import { loadConfig } from '../src/config/app-config';
import { ConfigService } from '../src/config/config.service';

/**
 * Builds the API's OpenAPI 3.1 document (docs/openapi.json) from the code, without a database or a
 * server:
 * - the routes, their parameters, bodies, answers and access, by @nestjs/swagger from the real
 *   modules, created in preview mode (the controllers are scanned, no provider is instantiated);
 * - the schemas, by ts-json-schema-generator from the TypeScript types that ApiSchemas lists (the
 *   shared types of libs/domain that the handlers return, and the DTO classes of the bodies);
 * - then what every route shares: the security requirement and the 401/403 its access implies,
 *   the origin check's and the body parser's answers on writes, 404 for an id, 500 and 503.
 */

type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, Json>; 'x-access'?: RouteAccess };

const API_ROOT = resolve(__dirname, '..');
const SCHEMAS_FILE = resolve(API_ROOT, 'src/openapi/api-schemas.ts');
const ERROR_BODY = { $ref: '#/components/schemas/ApiErrorBody' };
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** One line per controller's tag, which Swagger UI shows above its routes. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Admin: 'The console: the client list and detail, promoting admins',
  AdminAudit: 'The console: the audit log of admin actions',
  AdminDocuments:
    "The console: any client's NDAs, agreements and invoices; e-mailing them; amendments",
  AdminSetup: 'Whether the firm has an admin yet',
  Agreements: "The client's consulting agreements",
  Auth: 'Registration, sign-in and the session check',
  Consultation: "The marketing site's consultation requests",
  EmailVerification: 'Verifying the account e-mail address',
  Esign: 'The electronic records disclosure',
  Health: 'Liveness and readiness, for load balancers',
  Nda: "The client's mutual NDAs",
  Password: 'Changing and resetting the password',
  Payments: "The client's payment methods and invoices",
  Profile: "The client's business profile",
  Sessions: "The client's sessions on every device",
  Verify: 'Checking a PDF against the firm’s records',
};

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Access: public (no session needed).',
  'signed-in': 'Access: signed in (a session cookie).',
  admin: 'Access: admin (a session cookie of an admin; the role is read on every request).',
};

/** The app as the document sees it: the real modules, scanned but not started. */
export async function createPreviewApp(): Promise<INestApplication> {
  // Settings only need to parse; nothing connects (preview mode instantiates no provider).
  const config = new ConfigService(
    loadConfig(
      { NODE_ENV: 'test', SESSION_SECRET: 'openapi-generation-only-'.padEnd(48, 'x') },
      {
        readDevFieldEncryptionKey: () => Buffer.alloc(32),
        readDevSigningCertificate: () => ({ p12: Buffer.alloc(0), passphrase: '' }),
      },
    ),
  );
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  return app;
}

/** The JSON Schemas of ApiSchemas' types, by their names in `components.schemas`. */
export function generateSchemas(): Record<string, Json> {
  const tsconfig = resolve(API_ROOT, 'tsconfig.app.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${tsconfig}`);
  // The program is made here rather than by the generator, which loses the workspace's path
  // aliases (@consult/domain) when it reads a tsconfig that extends another.
  const program = ts.createProgram([SCHEMAS_FILE], parsed.options);
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: SCHEMAS_FILE,
    type: 'ApiSchemas',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    additionalProperties: false,
    skipTypeCheck: true,
  };
  const root = new SchemaGenerator(
    program,
    createParser(program, config),
    createFormatter(config),
    config,
  ).createSchema('ApiSchemas');
  const definitions = root.definitions as Record<string, Json>;
  const listed = definitions['ApiSchemas'].properties as Record<string, Json>;
  const schemas: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(definitions)) {
    if (name !== 'ApiSchemas') schemas[name] = schema;
  }
  // A listed name that is not itself a named type (a list, an inline object) is a schema of its own.
  for (const [name, schema] of Object.entries(listed)) {
    if (schema.$ref !== `#/definitions/${name}`) schemas[name] = schema;
  }
  for (const name of Object.keys(schemas)) {
    if (!/^[A-Za-z0-9._-]+$/.test(name)) {
      throw new Error(`The schema name "${name}" is not a valid component name: name the type`);
    }
  }
  return JSON.parse(
    JSON.stringify(sortKeys(schemas)).replaceAll('"#/definitions/', '"#/components/schemas/'),
  ) as Record<string, Json>;
}

/** The whole document. */
export function buildOpenApiDocument(app: INestApplication, schemas: Record<string, Json>): Json {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Northbridge Advisory Group API')
      .setVersion('1.0.0')
      .setDescription(
        'The API of the marketing site, the client portal and the admin console. The concepts ' +
          '(sessions, origins, errors, money in cents, signing) are explained in docs/api.md; ' +
          'this document is the field-by-field reference, generated from the code ' +
          '(`npx nx run api:openapi`).',
      )
      .addServer('/', 'This API (Swagger UI is served by the API itself)')
      .addCookieAuth(
        'sid',
        {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description:
            'The session cookie set by `POST /api/login`: `sid` in development, `__Host-sid` in production.',
        },
        'session',
      )
      .build(),
    {
      operationIdFactory: (controller, method) =>
        `${controller.replace(/Controller$/, '')}_${method}`,
      autoTagControllers: true,
    },
  ) as unknown as OpenAPIObject & Json;

  const paths = document.paths as unknown as Record<string, Record<string, Operation>>;
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      completeOperation(path, method, operation);
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
    }
  }
  const components = document.components as Json;
  components.schemas = { ...(components.schemas as Json), ...schemas };
  const unknownRefs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)]
    .map(([, name]) => name)
    .filter((name) => !(name in (components.schemas as Json)));
  if (unknownRefs.length > 0) {
    throw new Error(`The document names schemas that do not exist: ${unknownRefs.join(', ')}`);
  }
  return {
    openapi: document.openapi,
    info: document.info,
    servers: document.servers,
    tags: [...tags].sort().map((name) => {
      const description = TAG_DESCRIPTIONS[name];
      if (!description) throw new Error(`Describe the tag ${name} in TAG_DESCRIPTIONS`);
      return { name, description };
    }),
    paths: sortKeys(paths),
    components: sortKeys(components),
  };
}

/** What a route's access, method and path imply, added to what its decorators said. */
function completeOperation(path: string, method: string, operation: Operation): void {
  const access = operation['x-access'] ?? 'signed-in';
  operation['x-access'] = access;
  operation.description = [ACCESS_TEXT[access], operation.description].filter(Boolean).join('\n\n');
  operation.security = access === 'public' ? [] : [{ session: [] }];
  const isWrite = WRITE_METHODS.has(method);
  const hasQuery = ((operation.parameters as Json[] | undefined) ?? []).some(
    (p) => p.in === 'query',
  );
  const errors: Record<number, string | false> = {
    400:
      (isWrite || hasQuery) &&
      'The request is not valid: malformed JSON, a body that is not an object, an unknown field or a value that fails validation (`fields` names each field)',
    401: access !== 'public' && 'Not signed in (`Not authenticated`)',
    403:
      (access === 'admin' || isWrite) &&
      [
        access === 'admin' && 'Not an admin; or a console read from outside the console',
        isWrite && 'The `Origin` is not the app that owns the route',
      ]
        .filter(Boolean)
        .join('; or '),
    404: path.includes('{id}') && 'Not found (or not the client’s own)',
    413: isWrite && 'The body is larger than 256 KB',
    415: isWrite && 'The body is not `application/json`',
    500: 'An unexpected error (logged with the request id)',
    503: 'The database is unavailable or the request passed its deadline (`Retry-After`)',
  };
  for (const [status, description] of Object.entries(errors)) {
    if (description && !operation.responses[status]) {
      operation.responses[status] = {
        description,
        content: { 'application/json': { schema: ERROR_BODY } },
      };
    }
  }
  operation.responses = sortKeys(operation.responses);
}

function sortKeys<T>(value: T): T {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, (value as Json)[key]]),
  ) as T;
}
