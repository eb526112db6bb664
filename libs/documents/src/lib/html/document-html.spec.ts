import { DEFAULT_FIRM, type SignatureCertificate } from '@consult/domain';
import { buildMutualNda } from '../nda/mutual-nda';
import { ndaInput } from '../testing/nda-input';
import { documentFooterHtml, renderDocumentHtml } from './document-html';
import { escapeHtml } from './escape';

const HOSTILE = [
  '<img src="http://127.0.0.1:9/x">',
  '<script>alert(1)</script>',
  '"><link rel=stylesheet href=//evil.example/c.css>',
  "' onload='fetch(1)",
  '<style>@import url(http://evil.example/x.css)</style>',
  '`${x}`&amp;',
];

const certificate: SignatureCertificate = {
  documentTitle: 'Mutual Non-Disclosure Agreement',
  documentReference: 'NDA-000042',
  templateVersion: 'mutual-nda/2025-01',
  parties: [DEFAULT_FIRM.name, HOSTILE[0]],
  signer: { name: HOSTILE[1], title: HOSTILE[2], company: HOSTILE[0], accountEmail: HOSTILE[3] },
  typedSignature: HOSTILE[1],
  evidence: {
    signedAt: '2025-03-05T14:03:22.123Z',
    ipAddress: '203.0.113.7',
    userAgent: HOSTILE[4],
    documentHash: 'a'.repeat(64),
  },
  consent: {
    version: '2025-01',
    acceptedAt: '2025-03-05T14:01:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent: HOSTILE[5],
  },
  sealedAt: '2025-03-06T09:00:00.000Z',
  verifyUrl: 'https://northbridge.example/verify',
};

function hostileHtml(): string {
  const model = buildMutualNda(
    ndaInput({
      client: {
        companyName: HOSTILE[0],
        companyAddress: HOSTILE[2],
        companyCity: HOSTILE[3],
        companyState: HOSTILE[4],
        companyZip: HOSTILE[5],
      },
      signer: { name: HOSTILE[1], title: HOSTILE[2] },
      signature: HOSTILE[1],
    }),
  );
  return renderDocumentHtml(model, { firmName: HOSTILE[0], reference: HOSTILE[1], certificate });
}

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;',
    );
  });

  it('drops control characters', () => {
    expect(escapeHtml('a\u0000b\u001bc\td\ne')).toBe('abc\td\ne');
  });
});

describe('renderDocumentHtml', () => {
  it('is one self-contained page: inline styles, no script, no external resource', () => {
    const html = renderDocumentHtml(buildMutualNda(ndaInput()), { firmName: DEFAULT_FIRM.name });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).toContain(`Content-Security-Policy" content="default-src 'none'`);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('shows the document: title, parties, every section, and the signatures', () => {
    const html = renderDocumentHtml(buildMutualNda(ndaInput()), {
      firmName: DEFAULT_FIRM.name,
      reference: 'NDA-000042',
    });
    for (const text of [
      '<h1 class="doc-title">Mutual Non-Disclosure Agreement</h1>',
      'Effective Date: March 5, 2025',
      'Reference NDA-000042',
      '<span class="party-name">Lindqvist Logistics Inc.</span>',
      'Governing Law and Jurisdiction',
      '<div class="sig-line">Ada Lindqvist</div>',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('class="certificate"');
  });

  it('shows an unsigned draft as awaiting the signature', () => {
    const html = renderDocumentHtml(buildMutualNda(ndaInput({ signature: null })), {
      firmName: DEFAULT_FIRM.name,
    });
    expect(html).toContain('Awaiting electronic signature');
    // The unsigned block has no date: a draft is not signed on the day it was drawn up.
    expect(html).toContain('<b>Date</b> —');
  });

  it('escapes every value, so hostile text stays text', () => {
    const html = hostileHtml();
    expect(html).not.toMatch(/<img|<script|<link|<style>@import|' onload=/i);
    expect(html).toContain('&lt;img src=&quot;http://127.0.0.1:9/x&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only the page's own tags remain: no element that could load anything or run code.
    const tags = [...html.matchAll(/<([a-z0-9]+)/gi)].map((match) => match[1].toLowerCase());
    expect(new Set(tags)).toEqual(
      new Set([
        'html',
        'head',
        'meta',
        'title',
        'style',
        'body',
        'article',
        'header',
        'p',
        'h1',
        'span',
        'ol',
        'li',
        'section',
        'h2',
        'table',
        'tr',
        'td',
        'div',
        'b',
        'th',
      ]),
    );
  });

  it('ends with the signature certificate: the evidence and the hash', () => {
    const html = renderDocumentHtml(buildMutualNda(ndaInput()), {
      firmName: DEFAULT_FIRM.name,
      certificate: { ...certificate, signer: { ...certificate.signer, name: 'Ada Lindqvist' } },
    });
    const start = html.indexOf('<section class="certificate">');
    expect(start).toBeGreaterThan(html.indexOf('class="signatures"'));
    const page = html.slice(start);
    for (const text of [
      'Signature Certificate',
      'a'.repeat(64),
      '2025-03-05 14:03:22 UTC',
      '203.0.113.7',
      'Ada Lindqvist',
      '2025-01',
      '2025-03-05 14:01:00 UTC',
    ]) {
      expect(page).toContain(text);
    }
  });
});

describe('documentFooterHtml', () => {
  it('numbers the pages and escapes the title', () => {
    const model = { ...buildMutualNda(ndaInput()), title: '<b>NDA</b>' };
    const footer = documentFooterHtml(model, 'NDA-000042');
    expect(footer).toContain('&lt;b&gt;NDA&lt;/b&gt; · NDA-000042');
    expect(footer).toContain('<span class="pageNumber"></span>');
    expect(footer).toContain('<span class="totalPages"></span>');
  });
});
