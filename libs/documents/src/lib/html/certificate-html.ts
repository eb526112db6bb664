import type { SignatureCertificate } from '@consult/domain';
import { formatUtcTimestamp } from '../format';
import { escapeHtml as e } from './escape';

type Row = [label: string, value: string, className?: string];

const rowsHtml = (rows: Row[]) =>
  `<table class="evidence">${rows
    .map(
      ([label, value, className]) =>
        `<tr><th scope="row">${e(label)}</th><td${className ? ` class="${className}"` : ''}>${e(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** The PDF's last page: the signature evidence and the hash of the text as signed (req RULES-4). */
export function certificateHtml(certificate: SignatureCertificate): string {
  const { signer, evidence, consent } = certificate;
  const documentRows: Row[] = [
    ['Document', certificate.documentTitle],
    ['Reference', certificate.documentReference],
    ['Template version', certificate.templateVersion],
    ['Parties', certificate.parties.join(' and ')],
    ['Document hash (SHA-256)', evidence.documentHash, 'hash'],
  ];
  const signerRows: Row[] = [
    ['Signer', signer.name],
    ['Title', signer.title],
    ['Company', signer.company],
    ['Account e-mail', signer.accountEmail],
    ['Typed signature', certificate.typedSignature],
    ['Signed at', formatUtcTimestamp(evidence.signedAt)],
    ['IP address', evidence.ipAddress],
    ['User agent', evidence.userAgent],
    ['Intent to sign', 'Ticked “I agree to sign electronically” and typed their full name'],
  ];
  const consentRows: Row[] = consent
    ? [
        ['Disclosure version', consent.version],
        ['Accepted at', formatUtcTimestamp(consent.acceptedAt)],
        ['IP address', consent.ipAddress],
        ['User agent', consent.userAgent],
      ]
    : [['Disclosure', 'No acceptance on record']];

  return [
    '<section class="certificate">',
    '<p class="doc-firm">Electronic signature record</p>',
    '<h1>Signature Certificate</h1>',
    `<p class="intro">This certificate records how ${e(certificate.documentReference)} was signed electronically. The firm sealed this PDF with its digital signature on ${e(formatUtcTimestamp(certificate.sealedAt))}; any change to the file breaks the signature.</p>`,
    `<p class="intro">To check a copy, open <span class="url">${e(certificate.verifyUrl)}</span> and drop the PDF there (it never leaves your computer): it should name ${e(certificate.documentReference)}.</p>`,
    '<h2>Document</h2>',
    rowsHtml(documentRows),
    '<h2>Signature</h2>',
    rowsHtml(signerRows),
    '<h2>Electronic records disclosure</h2>',
    rowsHtml(consentRows),
    `<p class="verify">The document hash is the SHA-256 digest of the agreement’s canonical text exactly as it was presented and signed, computed when it was signed and kept in the firm’s records. Any change to the text, however small, produces a different hash.</p>`,
    '</section>',
  ].join('\n');
}
