import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSignedInUser } from './support/factories';
import { download, signNda, squash } from './support/ndas';
import { startApp, type TestApp } from './support/test-app';

/**
 * Emoji in the PDFs (issue 18, item 14): a company named with an emoji prints it in the bold party
 * line, and an emoji in regular text prints too, in colour, never as an empty box. Read by poppler
 * (pdffonts, pdftotext, pdftoppm), tools nobody here wrote; the renderer needs Debian's
 * fonts-noto-color-emoji, which `npm run setup` and the API's image install.
 */
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await startApp();
  dir = mkdtempSync(join(tmpdir(), 'consult-emoji-'));
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
  if (result.error)
    throw new Error(`${command} could not run (${result.error.message}): run npm run setup`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

interface Word {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every word of the PDF with its box, in points (`pdftotext -bbox`). */
function words(path: string): Word[] {
  const html = Buffer.from(
    run('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-']),
    'latin1',
  ).toString('utf8');
  const found: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const [x0, y0, x1, y1] = match.slice(1, 5).map(Number);
    found.push({ page, text: match[5], x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return found;
}

/**
 * The pixels of a word's box as drawn by `pdftoppm` at 144 dpi (two pixels a point): how many
 * are a saturated yellow, the face of 😀 (the documents' ink, navy and gold are none of them).
 */
function yellowPixels(path: string, word: Word): number {
  const scale = 2;
  const out = join(dir, `word-${word.page}-${Math.round(word.x)}-${Math.round(word.y)}`);
  run('pdftoppm', [
    '-r',
    '144',
    '-f',
    String(word.page),
    '-l',
    String(word.page),
    '-singlefile',
    '-x',
    String(Math.floor(word.x * scale)),
    '-y',
    String(Math.floor(word.y * scale)),
    '-W',
    String(Math.ceil(word.width * scale)),
    '-H',
    String(Math.ceil(word.height * scale)),
    path,
    out,
  ]);
  // A binary PPM: "P6 <width> <height> 255" and then RGB bytes.
  const ppm = readFileSync(`${out}.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PPM');
  const pixels = ppm.subarray(header[0].length);
  let yellow = 0;
  for (let at = 0; at + 2 < pixels.length; at += 3) {
    const [r, g, b] = [pixels[at], pixels[at + 1], pixels[at + 2]];
    if (r > 200 && g > 150 && b < 100) yellow += 1;
  }
  return yellow;
}

describe('emoji in a PDF', () => {
  it('print in colour from an embedded emoji font, in the bold company line and in regular text', async () => {
    const { cookie } = await createSignedInUser(t);
    const nda = await signNda(t, cookie, {
      companyName: 'Sunny Side 😀 Labs',
      companyAddress: '12 Example Street 😀',
      signerTitle: 'Chief 😀 Officer',
    });
    const response = await download(t, `/api/nda/${nda.id}/download`, cookie);
    expect(response.status).toBe(200);
    const path = join(dir, 'nda.pdf');
    writeFileSync(path, response.body as Buffer);

    // The renderer found the emoji font and embedded it: pdffonts lists the Type 3 font Chromium
    // makes of colour glyphs, and its descriptor names Noto Color Emoji.
    expect(run('pdffonts', [path])).toMatch(/Type 3/);
    const expanded = join(dir, 'nda-expanded.pdf');
    run('qpdf', ['--qdf', '--object-streams=disable', path, expanded]);
    expect(readFileSync(expanded, 'latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoColorEmoji/);

    // The emoji are text a reader can copy, each where it was written...
    const text = squash(
      Buffer.from(run('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']), 'latin1').toString(
        'utf8',
      ),
    );
    expect(text).toContain(squash('Sunny Side 😀 Labs'));
    expect(text).toContain(squash('12 Example Street 😀'));
    expect(text).toContain(squash('Chief 😀 Officer'));
    // (the company and title in the parties' list, above the signature and in the certificate)
    const emoji = words(path).filter((word) => word.text.includes('😀'));
    expect(emoji.length).toBeGreaterThanOrEqual(6);

    // ...and each is drawn: a yellow face in its box, not an empty outline.
    const blank = emoji.filter((word) => yellowPixels(path, word) < 10);
    expect(
      blank.map((word) => `page ${word.page} at ${Math.round(word.x)},${Math.round(word.y)}`),
    ).toEqual([]);
  });
});
