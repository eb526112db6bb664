import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** Swagger UI; the document itself is `${API_DOCS_PATH}/openapi.json`. */
export const API_DOCS_PATH = '/api/docs';

/**
 * Where the OpenAPI document is: beside the built API (`dist/apps/api/openapi.json`, copied there
 * by `api:build`), or docs/openapi.json when the sources run (the integration tests). Both are four
 * folders up from this file. The document is generated from the code by `api:openapi` and checked
 * against it by the test command, so the one served is the one the code describes.
 */
const DOCUMENT_FILES = [
  join(__dirname, '../../../../openapi.json'),
  join(__dirname, '../../../../docs/openapi.json'),
];

export function loadOpenApiDocument(): OpenAPIObject {
  for (const file of DOCUMENT_FILES) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as OpenAPIObject;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(
    `The OpenAPI document is missing (looked for ${DOCUMENT_FILES.join(', ')}): build the API, ` +
      'or set API_DOCS=false',
  );
}

/** Whether a request is for Swagger UI or its document (they get their own security headers). */
export function isApiDocsUrl(url: string): boolean {
  return url === API_DOCS_PATH || /^\/api\/docs[/?]/.test(url);
}

/**
 * Serves Swagger UI at /api/docs and the document at /api/docs/openapi.json (API_DOCS: on outside
 * production by default). "Try it out" sends requests from the API's own origin: reads work, and
 * writes are refused by the origin check like any request from outside the three apps.
 */
export function serveApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, loadOpenApiDocument(), {
    jsonDocumentUrl: `${API_DOCS_PATH.slice(1)}/openapi.json`,
    raw: ['json'],
    customSiteTitle: 'Northbridge Advisory Group API',
    swaggerOptions: { validatorUrl: null, withCredentials: true },
  });
}
