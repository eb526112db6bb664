/**
 * The printed documents' style sheet: inline in every page, system fonts only (no web font, no
 * external resource), A4 with the margins the PDF renderer sets. Colours follow the firm's theme.
 */
export const DOCUMENT_COLORS = {
  ink: '#1c2430',
  muted: '#566173',
  navy: '#1b365d',
  gold: '#b08d57',
  rule: '#d8dde5',
  panel: '#f6f7f9',
} as const;

/**
 * Colour emoji (a company name or a title may hold one), first in every stack but only for the
 * emoji's code points (the @font-face below), so that letters, digits, ©, ™ and arrows still come
 * from the text fonts, and DejaVu's black-and-white emoticons never win: Debian's
 * fonts-noto-color-emoji beside the renderer (npm run setup, docker/Dockerfile), else the
 * platform's own. A local font: nothing is fetched (font-src stays 'none').
 */
const EMOJI = `'Document Emoji'`;
const EMOJI_FACE = `@font-face { font-family: 'Document Emoji';
  src: local('Noto Color Emoji'), local('NotoColorEmoji'), local('Apple Color Emoji'), local('Segoe UI Emoji');
  unicode-range: U+231A-231B, U+23E9-23F3, U+23F8-23FA, U+2600-27BF, U+2B1B-2B1C, U+2B50, U+2B55,
    U+200D, U+FE0F, U+1F000-1FAFF, U+E0020-E007F; }`;
const SERIF = `${EMOJI}, Georgia, 'Liberation Serif', 'Times New Roman', 'DejaVu Serif', serif`;
const SANS = `${EMOJI}, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif`;
const MONO = `${EMOJI}, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace`;
const SCRIPT = `'URW Chancery L', 'Z003', 'Apple Chancery', 'Brush Script MT', ${SERIF}`;

export const DOCUMENT_FONTS = {
  serif: SERIF,
  sans: SANS,
  mono: MONO,
  script: SCRIPT,
  emoji: EMOJI,
} as const;

const c = DOCUMENT_COLORS;

export const DOCUMENT_CSS = `
${EMOJI_FACE}
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: ${c.ink}; font-family: ${SERIF}; font-size: 10.5pt; line-height: 1.5;
  overflow-wrap: anywhere; }
.doc-header { border-bottom: 2px solid ${c.navy}; padding-bottom: 10pt; margin-bottom: 16pt; }
.doc-firm { margin: 0; font-family: ${SANS}; font-size: 8.5pt; font-weight: 700; letter-spacing: 0.14em;
  text-transform: uppercase; color: ${c.gold}; }
.doc-title { margin: 4pt 0 6pt; font-family: ${SERIF}; font-size: 21pt; font-weight: 700; line-height: 1.2;
  color: ${c.navy}; }
.doc-meta { margin: 0; font-family: ${SANS}; font-size: 8.5pt; color: ${c.muted}; }
.doc-meta span + span::before { content: '·'; margin: 0 6pt; }
p { margin: 0 0 7pt; }
.parties { margin: 0 0 10pt; padding: 0; list-style: none; }
.parties li { margin: 0 0 6pt; padding: 7pt 10pt; background: ${c.panel}; border-left: 3px solid ${c.navy}; }
.party-name { font-weight: 700; }
.recital { text-align: justify; }
.section { margin-top: 12pt; }
.section h2 { margin: 0 0 6pt; font-family: ${SANS}; font-size: 10pt; font-weight: 700; letter-spacing: 0.06em;
  text-transform: uppercase; color: ${c.navy}; break-after: avoid; page-break-after: avoid; }
.section h2 .num { display: inline-block; min-width: 2.4em; }
.clause { text-align: justify; padding-left: 2.6em; text-indent: -2.6em; }
.clause .label { display: inline-block; min-width: 2.6em; text-indent: 0; font-family: ${SANS}; font-size: 9pt;
  color: ${c.muted}; }
.clause.sub { margin-left: 2.6em; }
.clause .lead { font-weight: 700; }
table.grid { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; font-size: 9.5pt;
  break-inside: avoid; page-break-inside: avoid; }
table.grid caption { text-align: left; font-weight: 700; padding-bottom: 4pt; }
table.grid th, table.grid td { border: 1px solid ${c.rule}; padding: 4pt 6pt; text-align: left; vertical-align: top;
  overflow-wrap: break-word; }
table.grid th { background: ${c.panel}; font-family: ${SANS}; font-size: 8.5pt; }
.closing { margin-top: 14pt; break-after: avoid; page-break-after: avoid; }
.signatures { width: 100%; border-collapse: separate; border-spacing: 0; margin-top: 8pt;
  break-inside: avoid; page-break-inside: avoid; }
.signatures td { width: 50%; vertical-align: top; padding: 0 12pt 0 0; }
.signatures td + td { padding: 0 0 0 12pt; }
.sig-role { margin: 0 0 2pt; font-family: ${SANS}; font-size: 8pt; font-weight: 700; letter-spacing: 0.12em;
  text-transform: uppercase; color: ${c.gold}; }
.sig-party { margin: 0 0 10pt; font-weight: 700; }
.sig-line { min-height: 30pt; border-bottom: 1px solid ${c.ink}; margin-bottom: 4pt; padding: 2pt 0;
  font-family: ${SCRIPT}; font-style: italic; font-size: 17pt; line-height: 1.4; color: ${c.navy}; }
.sig-line.unsigned { font-family: ${SANS}; font-style: normal; font-size: 8.5pt; color: ${c.muted};
  display: flex; align-items: flex-end; }
.sig-field { margin: 0 0 2pt; font-size: 9.5pt; }
.sig-field b { display: inline-block; min-width: 3.6em; font-family: ${SANS}; font-size: 8.5pt; color: ${c.muted};
  font-weight: 400; }
.sig-note { margin-top: 6pt; font-size: 8pt; color: ${c.muted}; }
.certificate { break-before: page; page-break-before: always; font-family: ${SANS}; font-size: 9pt; }
.certificate h1 { margin: 4pt 0 4pt; font-size: 17pt; color: ${c.navy}; }
.certificate .intro { color: ${c.muted}; margin-bottom: 12pt; }
.certificate h2 { margin: 14pt 0 4pt; font-size: 9pt; letter-spacing: 0.1em; text-transform: uppercase;
  color: ${c.gold}; }
.evidence { width: 100%; border-collapse: collapse; }
.evidence th, .evidence td { border-bottom: 1px solid ${c.rule}; padding: 5pt 6pt; text-align: left; vertical-align: top; }
.evidence th { width: 32%; font-weight: 400; color: ${c.muted}; }
.evidence td { font-weight: 600; }
.url { font-weight: 600; color: ${c.ink}; word-break: break-all; }
.hash { font-family: ${MONO}; font-size: 9pt; font-weight: 400; word-break: break-all; letter-spacing: 0.02em; }
.verify { margin-top: 14pt; padding: 8pt 10pt; background: ${c.panel}; border-left: 3px solid ${c.gold};
  color: ${c.ink}; }
`;
