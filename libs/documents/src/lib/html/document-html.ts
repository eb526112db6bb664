import {
  formatLongDate,
  type DocumentBlock,
  type DocumentModel,
  type DocumentParty,
  type DocumentSignatureBlock,
  type SignatureCertificate,
} from '@consult/domain';
import { documentDateLabel } from '../format';
import { certificateHtml } from './certificate-html';
import { DOCUMENT_CSS, DOCUMENT_FONTS } from './document-styles';
import { escapeHtml as e } from './escape';

export interface DocumentHtmlOptions {
  /** The firm's name above the title. */
  firmName: string;
  /** "NDA-000042", shown under the title. */
  reference?: string;
  /** Adds the signature certificate as the last page. */
  certificate?: SignatureCertificate;
}

/**
 * What forbids the page any resource of its own, in the page itself (the renderer also blocks
 * every request): no script, no connection, no image but inline data, inline styles only.
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'none'";

/**
 * A document as one self-contained HTML page for the PDF renderer: inline styles, system fonts,
 * no script and no external resource; every value from the model is escaped. Built as a string
 * (no DOM), so the API can render it without a browser-side framework.
 */
export function renderDocumentHtml(model: DocumentModel, options: DocumentHtmlOptions): string {
  const meta = [
    `${documentDateLabel(model.kind)}: ${formatLongDate(model.effectiveDate)}`,
    options.reference ? `Reference ${options.reference}` : null,
  ].filter((item): item is string => item !== null);

  const body = [
    '<article class="doc">',
    '<header class="doc-header">',
    `<p class="doc-firm">${e(options.firmName)}</p>`,
    `<h1 class="doc-title">${e(model.title)}</h1>`,
    `<p class="doc-meta">${meta.map((item) => `<span>${e(item)}</span>`).join('')}</p>`,
    '</header>',
    `<p>${e(model.preamble)}</p>`,
    `<ol class="parties">${model.parties.map(partyHtml).join('')}</ol>`,
    ...model.recitals.map((recital) => `<p class="recital">${e(recital)}</p>`),
    ...model.sections.map(
      (section) =>
        `<section class="section"><h2><span class="num">${e(section.number)}.</span>${e(section.heading)}</h2>${section.blocks.map(blockHtml).join('')}</section>`,
    ),
    `<p class="closing">${e(model.closing)}</p>`,
    signaturesHtml(model.signatures),
    '</article>',
    options.certificate ? certificateHtml(options.certificate) : '',
  ].join('\n');

  const title = options.reference ? `${model.title} ${options.reference}` : model.title;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<title>${e(title)}</title>`,
    `<style>${DOCUMENT_CSS}</style>`,
    '</head>',
    `<body>\n${body}\n</body>`,
    '</html>',
  ].join('\n');
}

function partyHtml(party: DocumentParty): string {
  const representedBy = party.representative
    ? `, represented by ${e(party.representative.name)}, ${e(party.representative.title)}`
    : '';
  const address = party.addressLines.map((line) => `, ${e(line)}`).join('');
  return `<li><span class="party-name">${e(party.name)}</span>${address}${representedBy} (the “${e(party.role)}”)</li>`;
}

function blockHtml(block: DocumentBlock): string {
  if (block.kind === 'table') {
    const caption = block.caption ? `<caption>${e(block.caption)}</caption>` : '';
    const head = `<tr>${block.columns.map((column) => `<th>${e(column)}</th>`).join('')}</tr>`;
    const rows = block.rows
      .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
      .join('');
    return `<table class="grid">${caption}<thead>${head}</thead><tbody>${rows}</tbody></table>`;
  }
  const sub = block.label?.startsWith('(') ? ' sub' : '';
  const label = block.label ? `<span class="label">${e(block.label)}</span>` : '';
  const lead = block.heading ? `<span class="lead">${e(block.heading)}</span> ` : '';
  return `<p class="clause${sub}">${label}${lead}${e(block.text)}</p>`;
}

function signaturesHtml(blocks: DocumentSignatureBlock[]): string {
  if (blocks.length === 0) return '';
  const cells = blocks.map((block) => {
    const line =
      block.signature === null
        ? '<div class="sig-line unsigned">Awaiting electronic signature</div>'
        : `<div class="sig-line">${e(block.signature)}</div>`;
    const note = block.note ? `<p class="sig-note">${e(block.note)}</p>` : '';
    return [
      '<td>',
      `<p class="sig-role">For the ${e(block.role)}</p>`,
      `<p class="sig-party">${e(block.party)}</p>`,
      line,
      `<p class="sig-field"><b>Name</b> ${e(block.signerName)}</p>`,
      `<p class="sig-field"><b>Title</b> ${e(block.signerTitle)}</p>`,
      // No date beside a signature not given yet (a firm proposal): the date is the signer's.
      `<p class="sig-field"><b>Date</b> ${block.signature === null ? '—' : e(formatLongDate(block.date))}</p>`,
      note,
      '</td>',
    ].join('');
  });
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    rows.push(`<tr>${cells[i]}${cells[i + 1] ?? '<td></td>'}</tr>`);
  }
  return `<table class="signatures">${rows.join('')}</table>`;
}

/**
 * The running footer of each PDF page (Chromium fills in the page numbers; no script runs). Its
 * styles must be inline: the footer does not see the page's style sheet.
 */
export function documentFooterHtml(model: DocumentModel, reference?: string): string {
  const left = reference ? `${model.title} · ${reference}` : model.title;
  return [
    `<div style="width:100%;margin:0 20mm;font-family:${e(DOCUMENT_FONTS.sans)};font-size:7.5pt;color:#566173;display:flex;justify-content:space-between;">`,
    `<span>${e(left)}</span>`,
    '<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>',
    '</div>',
  ].join('');
}
