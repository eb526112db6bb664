import {
  formatLongDate,
  type DocumentBlock,
  type DocumentModel,
  type DocumentParty,
} from '@consult/domain';
import { documentDateLabel } from './format';

/**
 * The canonical text of a document: what the signer read, as plain text with fixed layout (one
 * item per line, "\n" line ends, no trailing white space). The API hashes it with SHA-256 when the
 * document is signed and keeps it beside the model, so the hash can be checked at any time.
 */
export function canonicalText(model: DocumentModel): string {
  const lines: string[] = [
    model.title.toUpperCase(),
    `Template: ${model.templateVersion}`,
    `${documentDateLabel(model.kind)}: ${formatLongDate(model.effectiveDate)}`,
    '',
    model.preamble,
    '',
    ...model.parties.flatMap((party, index) => [`${index + 1}. ${partyLine(party)}`]),
    '',
    ...model.recitals.flatMap((recital) => [recital, '']),
  ];
  for (const section of model.sections) {
    lines.push(`${section.number}. ${section.heading.toUpperCase()}`);
    for (const block of section.blocks) lines.push(...blockLines(block));
    lines.push('');
  }
  lines.push(model.closing, '');
  for (const block of model.signatures) {
    lines.push(
      `For the ${block.role}: ${block.party}`,
      `Signature: ${block.signature === null ? '[not signed]' : `/s/ ${block.signature}`}`,
      `Name: ${block.signerName}`,
      `Title: ${block.signerTitle}`,
      `Date: ${formatLongDate(block.date)}`,
    );
    if (block.note) lines.push(block.note);
    lines.push('');
  }
  return `${lines
    .map((line) => oneLine(line))
    .join('\n')
    .trimEnd()}\n`;
}

/** `Northbridge Advisory Group, 200 Harbor Street, Boston, represented by ... (the "Firm")`. */
export function partyLine(party: DocumentParty): string {
  const parts = [party.name, ...party.addressLines];
  const representedBy = party.representative
    ? `, represented by ${party.representative.name}, ${party.representative.title}`
    : '';
  return `${parts.join(', ')}${representedBy} (the “${party.role}”)`;
}

function blockLines(block: DocumentBlock): string[] {
  if (block.kind === 'paragraph') {
    const head = [block.label, block.heading].filter(Boolean).join(' ');
    return [head ? `${head} ${block.text}` : block.text];
  }
  const lines = block.caption ? [block.caption] : [];
  lines.push(block.columns.join(' | '));
  for (const row of block.rows) lines.push(row.join(' | '));
  return lines;
}

/** Values are single-line; any line break or tab that slipped in becomes a space, ends trimmed. */
function oneLine(line: string): string {
  return line.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trimEnd();
}
