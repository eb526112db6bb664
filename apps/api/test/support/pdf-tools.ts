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
