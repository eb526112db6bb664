// What the PDF bench renders, and with what: a signed mutual NDA with its certificate and running
// footer, built by @consult/documents as GET /api/nda/{id}/download builds it; and the built API's
// PdfRenderer and Chromium settings (dist/apps/api: the renderer is the API's own code).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  buildMutualNda,
  canonicalText,
  documentFooterHtml,
  renderDocumentHtml,
} from '@consult/documents';
import { ndaInput } from '@consult/documents/testing';
import { DEFAULT_APP_URLS, DEFAULT_FIRM, VERIFY_PATH } from '@consult/domain';
import type { PDFOptions } from 'puppeteer';
import { root } from '../shared/workspace';

/** What the bench uses of the built API's PdfRenderer (apps/api/src/pdf/pdf-renderer.ts). */
export interface PdfRenderer {
  render(html: string, options: { footerHtml?: string }): Promise<Uint8Array>;
  readonly stats: { renders: number; pages: number; pagesOpened: number };
  browserProcessId(): Promise<number | null>;
  close(): Promise<void>;
}
type PdfRendererClass = new (options: {
  executablePath: string | null;
  concurrency: number;
  queueLimit: number;
  timeoutMs: number;
}) => PdfRenderer;

/** The built API's renderer and Chromium settings; exits with what to do when it is not built. */
export function loadRenderer() {
  const built = join(root, 'dist/apps/api');
  const rendererFile = join(built, 'apps/api/src/pdf/pdf-renderer.js');
  if (!existsSync(rendererFile)) {
    console.error('Build the API first: npx nx run api:build');
    process.exit(1);
  }
  const require = createRequire(__filename);
  const { PdfRenderer, printSettings } = require(rendererFile) as {
    PdfRenderer: PdfRendererClass;
    /** How the renderer prints every document: bare prints with the same settings. */
    printSettings: (footerHtml?: string) => PDFOptions;
  };
  const chromium = require(join(built, 'apps/api/src/pdf/chromium.js')) as {
    chromiumArgs: (isRoot: boolean) => string[];
    resolveChromiumPath: (configured: string | null) => string | null;
    runningAsRoot: () => boolean;
  };
  const executablePath = chromium.resolveChromiumPath(process.env.CHROMIUM_PATH ?? null);
  if (!executablePath) {
    console.error('Chromium not found: set CHROMIUM_PATH');
    process.exit(1);
  }
  return { PdfRenderer, printSettings, ...chromium, executablePath };
}

/** The document: a signed NDA, its certificate last, and the running footer. */
export function signedNda(): { html: string; footerHtml: string } {
  const model = buildMutualNda(ndaInput());
  const hash = createHash('sha256').update(canonicalText(model)).digest('hex');
  const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15';
  const html = renderDocumentHtml(model, {
    firmName: DEFAULT_FIRM.name,
    reference: 'NDA-000042',
    certificate: {
      documentTitle: model.title,
      documentReference: 'NDA-000042',
      templateVersion: model.templateVersion,
      parties: model.parties.map((party) => party.name),
      signer: {
        name: 'Ada Lindqvist',
        title: 'Chief Operating Officer',
        company: 'Lindqvist Logistics Inc.',
        accountEmail: 'ada@lindqvist.example',
      },
      typedSignature: 'Ada Lindqvist',
      evidence: {
        signedAt: '2025-03-05T14:03:22.123Z',
        ipAddress: '203.0.113.7',
        userAgent: browser,
        documentHash: hash,
      },
      consent: {
        version: '2025-01',
        acceptedAt: '2025-03-05T14:01:02.000Z',
        ipAddress: '203.0.113.7',
        userAgent: browser,
      },
      sealedAt: '2025-03-05T14:03:23.000Z',
      verifyUrl: `${DEFAULT_APP_URLS.marketing}${VERIFY_PATH}`,
    },
  });
  const footerHtml = documentFooterHtml(model, 'NDA-000042');
  return { html, footerHtml };
}
