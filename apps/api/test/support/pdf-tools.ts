import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Tools nobody here wrote, run on a PDF the API answered: poppler's `pdfinfo` and `qpdf`
 * (Debian's poppler-utils and qpdf; `npm run setup` installs them).
 */
function withFile<T>(pdf: Buffer, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'consult-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runTool(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) {
    throw new Error(`${command} could not run (${result.error.message}): run npm run setup`);
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `pdfinfo`'s fields ("Title", "Author", "Creator", "Pages", …). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  return withFile(pdf, (path) => {
    const { status, output } = runTool('pdfinfo', ['-enc', 'UTF-8', path]);
    if (status !== 0) throw new Error(`pdfinfo failed: ${output}`);
    const fields: Record<string, string> = {};
    for (const line of output.split('\n')) {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      if (match) fields[match[1].trim()] = match[2].trim();
    }
    return fields;
  });
}

/** `qpdf --check`: its exit status (0 when the file is sound) and what it said. */
export function qpdfCheck(pdf: Buffer): { status: number | null; output: string } {
  return withFile(pdf, (path) => runTool('qpdf', ['--check', path]));
}

/** What `pdfsig` (poppler) reports of a PDF's first digital signature, or null when it has none. */
export interface PdfSignatureReport {
  commonName: string;
  subFilter: string;
  /** "Signature is Valid.", "Digest Mismatch.", … */
  validation: string;
  /** The signature covers the whole file ("Total document signed"). */
  wholeDocument: boolean;
  signingTime: string;
  output: string;
}

export function pdfSig(pdf: Buffer): PdfSignatureReport | null {
  return withFile(pdf, (path) => {
    const { output } = runTool('pdfsig', [path]);
    if (!/Signature #1:/.test(output)) return null;
    const field = (label: string) => new RegExp(`- ${label}: (.*)`).exec(output)?.[1]?.trim() ?? '';
    return {
      commonName: field('Signer Certificate Common Name'),
      subFilter: field('Signature Type'),
      validation: field('Signature Validation'),
      wholeDocument: output.includes('Total document signed'),
      signingTime: field('Signing Time'),
      output,
    };
  });
}

/**
 * A copy of a signed PDF with one byte changed inside the signed range: in the middle of the part
 * before the signature, a byte of a content stream or a dictionary, not of the signature itself.
 */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const byteRange = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  if (!byteRange) throw new Error('the PDF has no /ByteRange: it is not signed');
  const firstLength = Number(byteRange[2]);
  const changed = Buffer.from(pdf);
  const at = Math.floor(firstLength / 2);
  changed[at] = changed[at] === 0x20 ? 0x21 : 0x20;
  return changed;
}

/**
 * Each page's size and each word with its box, in points, as `pdftotext -bbox` reads them: what a
 * reader sees of a PDF's layout, without its dates.
 */
export function pdfWords(pdf: Buffer): string[] {
  return withFile(pdf, (path) => {
    const { status, output } = runTool('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-']);
    if (status !== 0) throw new Error(`pdftotext failed: ${output}`);
    return output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('<page ') || line.startsWith('<word '));
  });
}

/** How many images (soft masks included) a PDF holds (`pdfimages -list`: a line each, after two). */
export function pdfImageCount(pdf: Buffer): number {
  return withFile(pdf, (path) => {
    const { status, output } = runTool('pdfimages', ['-list', path]);
    if (status !== 0) throw new Error(`pdfimages failed: ${output}`);
    return output.trim().split('\n').length - 2;
  });
}
