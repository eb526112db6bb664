// Writes a bench's table into docs/performance.md between its markers (`--write`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../shared/workspace';

/**
 * Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` with `text` (with the
 * blank lines `padding` asks for around it), or throws when the markers are missing.
 */
export function writeBetweenMarkers(name: string, text: string, padding = '\n'): void {
  const file = join(root, 'docs/performance.md');
  const doc = readFileSync(file, 'utf8');
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  if (!marked.test(doc)) throw new Error(`docs/performance.md has no ${name} markers`);
  writeFileSync(
    file,
    doc.replace(
      marked,
      () => `<!-- ${name}:start -->${padding}${text}${padding}<!-- ${name}:end -->`,
    ),
  );
}
