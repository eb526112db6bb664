#!/usr/bin/env node
// Checks that every requirement id in the repository names a section that exists:
//
//   node tools/scripts/check-requirement-refs.mjs
//
// 1. The sections: docs/requirements/public-site.md (SITE-n), documents-and-admin.md (DOCS-n) and
//    ground-rules.md (RULES-n) each hold sections numbered from 1 with no gap, every heading
//    `## DOCS-2 · <title>` preceded by its anchor `<a id="docs-2"></a>`.
// 2. Every SITE-n, DOCS-n or RULES-n in a tracked (or new, not ignored) file names one of them: a
//    comment's `req DOCS-2, DOCS-8`, a test's name, a doc. `req` before another prefix is refused.
// 3. Every Markdown link into docs/requirements reaches a file and an anchor that exist, and a link
//    whose text is an id points at that id's own anchor.
// 4. No citation in the old form is left: a specification's number or DECISIONS before a section
//    sign, or a section sign and number on their own (the files of docs/requirements, which
//    explain the old form, excepted).
//
// Prints each problem as file:line and exits 1 when there is any. Node built-ins only.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { root } from './lib.mjs';

const REQUIREMENTS_DIR = 'docs/requirements';
const SECTION_FILES = {
  SITE: `${REQUIREMENTS_DIR}/public-site.md`,
  DOCS: `${REQUIREMENTS_DIR}/documents-and-admin.md`,
  RULES: `${REQUIREMENTS_DIR}/ground-rules.md`,
};
const ID = /\b(SITE|DOCS|RULES)-(\d+)\b/g;
/** `req` followed by an id of some other kind (a typo in the prefix). */
const UNKNOWN_PREFIX = /\breq(?:\s|\*|\/\/|#)+(?!(?:SITE|DOCS|RULES)-\d)([A-Z]+-\d+)/g;
const GAP = String.raw`(?:\s|\*|\/\/|#)*`;
const LEFTOVERS = [
  {
    pattern: new RegExp(String.raw`\b(?:[Ss]pec 00[01]|DECISIONS)${GAP}§\d`, 'g'),
    message: 'a citation in the old form: rewrite it as req SITE-n, DOCS-n or RULES-n',
  },
  {
    pattern: /§\d/g,
    message: 'a section sign without its document: cite it as req SITE-n, DOCS-n or RULES-n',
  },
];
/** A Markdown link: [text](target#anchor). */
const LINK = /\[([^\]\n]*)\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g;
/** Folders a walk skips when the repository is not a git checkout (a copy, an archive). */
const SKIP_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'tmp',
  'data',
  'coverage',
  '.nx',
  'test-results',
  'playwright-report',
]);
const SKIP_FILES = new Set(['package-lock.json']);
const MAX_BYTES = 8 * 1024 * 1024;

const problems = [];
const problem = (file, line, message) => problems.push({ file, line, message });
const lineOf = (text, index) => text.slice(0, index).split('\n').length;
/** Whether `index` is inside an inline code span of its line (an odd number of backticks before it). */
const inInlineCode = (text, index) =>
  (text.slice(text.lastIndexOf('\n', index - 1) + 1, index).match(/`/g) ?? []).length % 2 === 1;

/** The repository's files: what git tracks plus new files it does not ignore; else a walk. */
function listFiles() {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 },
    );
    return out.split('\0').filter((file) => file && existsSync(join(root, file)));
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

/** A text file's content, or null for a binary, huge or skipped one. */
function readText(file) {
  const path = join(root, file);
  if (SKIP_FILES.has(posix.basename(file)) || statSync(path).size > MAX_BYTES) return null;
  const buffer = readFileSync(path);
  return buffer.subarray(0, 8000).includes(0) ? null : buffer.toString('utf8');
}

/** GitHub's anchor for a heading's text. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file: its explicit `<a id>`s and its headings'. */
function anchorsOf(text) {
  const anchors = new Set();
  for (const match of text.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1]);
  for (const match of text.matchAll(/^#{1,6} (.+)$/gm)) anchors.add(slug(match[1]));
  return anchors;
}

/** Reads one file of sections: the numbers it defines, each anchored right before its heading. */
function readSections(prefix, file) {
  const numbers = new Set();
  if (!existsSync(join(root, file))) {
    problem(file, 1, `missing: it holds the ${prefix} sections`);
    return numbers;
  }
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const heading = /^## ([A-Z]+)-(\d+) · \S/.exec(line);
    const anchor = /^<a id="([a-z]+)-(\d+)"><\/a>$/.exec(line);
    if (heading) {
      const id = `${heading[1]}-${heading[2]}`;
      if (heading[1] !== prefix)
        problem(file, index + 1, `${id} belongs in ${SECTION_FILES[heading[1]] ?? 'no file'}`);
      let before = index - 1;
      while (before >= 0 && lines[before].trim() === '') before--;
      if (lines[before] !== `<a id="${id.toLowerCase()}"></a>`) {
        problem(
          file,
          index + 1,
          `${id} needs the anchor <a id="${id.toLowerCase()}"></a> right before it`,
        );
      }
      if (numbers.has(Number(heading[2]))) problem(file, index + 1, `${id} is defined twice`);
      numbers.add(Number(heading[2]));
    } else if (/^## [A-Z]+-/.test(line)) {
      problem(file, index + 1, `a section heading reads "## ${prefix}-<n> · <title>"`);
    }
    if (anchor && anchor[1] !== prefix.toLowerCase()) {
      problem(file, index + 1, `the anchor ${anchor[1]}-${anchor[2]} does not belong in this file`);
    }
  });
  const highest = Math.max(0, ...numbers);
  for (let n = 1; n <= highest; n++) {
    if (!numbers.has(n))
      problem(file, 1, `${prefix}-${n} is missing: sections are numbered with no gap`);
  }
  if (numbers.size === 0) problem(file, 1, `no ${prefix} section found`);
  return numbers;
}

const sections = Object.fromEntries(
  Object.entries(SECTION_FILES).map(([prefix, file]) => [prefix, readSections(prefix, file)]),
);
const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) {
    anchorCache.set(
      file,
      existsSync(join(root, file)) ? anchorsOf(readFileSync(join(root, file), 'utf8')) : null,
    );
  }
  return anchorCache.get(file);
}

let references = 0;
const citingFiles = new Set();
for (const file of listFiles()) {
  const text = readText(file);
  if (text === null) continue;

  for (const match of text.matchAll(ID)) {
    references++;
    citingFiles.add(file);
    const [id, prefix, n] = match;
    if (!sections[prefix].has(Number(n))) {
      problem(
        file,
        lineOf(text, match.index),
        `${id} names no section of ${SECTION_FILES[prefix]}`,
      );
    }
  }
  for (const match of text.matchAll(UNKNOWN_PREFIX)) {
    problem(
      file,
      lineOf(text, match.index),
      `req ${match[1]}: requirement ids are SITE-n, DOCS-n or RULES-n`,
    );
  }

  if (file.endsWith('.md')) {
    for (const match of text.matchAll(LINK)) {
      const [, label, target, anchor] = match;
      // An example in code is not a link.
      if (!target || /^[a-z]+:/i.test(target) || inInlineCode(text, match.index)) continue;
      const resolved = posix.normalize(posix.join(posix.dirname(file), target));
      if (resolved !== REQUIREMENTS_DIR && !resolved.startsWith(`${REQUIREMENTS_DIR}/`)) continue;
      const line = lineOf(text, match.index);
      const anchors = anchorsOfFile(resolved);
      if (anchors === null) {
        problem(file, line, `the link to ${target} reaches no file`);
        continue;
      }
      if (anchor && !anchors.has(anchor))
        problem(file, line, `the link to ${target}#${anchor} reaches no anchor`);
      if (/^(SITE|DOCS|RULES)-\d+$/.test(label) && anchor !== label.toLowerCase()) {
        problem(
          file,
          line,
          `the link [${label}] points at #${anchor ?? ''}, not #${label.toLowerCase()}`,
        );
      }
    }
  }

  if (!file.startsWith(`${REQUIREMENTS_DIR}/`)) {
    const seen = new Set();
    for (const { pattern, message } of LEFTOVERS) {
      for (const match of text.matchAll(pattern)) {
        const line = lineOf(text, match.index);
        if (!seen.has(line)) problem(file, line, message);
        seen.add(line);
      }
    }
  }
}

if (problems.length > 0) {
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} with requirement references.`,
  );
  process.exit(1);
}
const defined = Object.values(sections).reduce((sum, numbers) => sum + numbers.size, 0);
console.log(
  `Requirement references: ${references} in ${citingFiles.size} files, all to the ${defined} sections of ${REQUIREMENTS_DIR}.`,
);
