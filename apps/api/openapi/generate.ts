import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument, createPreviewApp, generateSchemas } from './openapi-document';

/**
 * `npx nx run api:openapi` writes docs/openapi.json from the code; `npx nx run api:openapi-check`
 * (`--check`, run by the test command) fails when the committed file differs from what the code
 * generates, so a DTO or a response type changed without regenerating the document fails the tests.
 */
const DOCUMENT_FILE = resolve(__dirname, '../../../docs/openapi.json');

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const app = await createPreviewApp();
  // Formatted as the repository formats JSON, so that `nx format:write` leaves it unchanged.
  const text = await format(JSON.stringify(buildOpenApiDocument(app, generateSchemas())), {
    ...(await resolveConfig(DOCUMENT_FILE)),
    filepath: DOCUMENT_FILE,
  });
  await app.close();
  const paths = Object.keys((JSON.parse(text) as { paths: object }).paths).length;
  if (!check) {
    writeFileSync(DOCUMENT_FILE, text);
    console.log(`Wrote docs/openapi.json: ${paths} paths`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(DOCUMENT_FILE, 'utf8');
  } catch {
    // A missing file differs like any other.
  }
  if (committed !== text) {
    console.error(
      'docs/openapi.json differs from what the code generates (a controller, DTO or response ' +
        'type changed). Run `npx nx run api:openapi` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`docs/openapi.json is up to date: ${paths} paths`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
