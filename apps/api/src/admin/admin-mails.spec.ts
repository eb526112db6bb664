import { ADMIN_MESSAGES, DEFAULT_FIRM } from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { assertHeaderSafe, documentShareMail, type SharedDocument } from './admin-mails';
import { recipientProblem } from './dto/share-document.dto';

const nda: SharedDocument = {
  kind: 'agreement',
  title: 'Mutual Non-Disclosure Agreement',
  reference: 'NDA-000042',
  companyName: 'Analytical Engines <Ltd> & Co',
  date: '2025-03-05',
  fileName: 'mutual-nda-analytical-engines-ltd-co-2025-03-05.pdf',
  pdf: Buffer.from('%PDF-1.7'),
};

describe('recipientProblem', () => {
  it('accepts one address, surrounding spaces aside', () => {
    expect(recipientProblem('ada@example.com')).toBeNull();
    expect(recipientProblem('  ada.lovelace+nda@mail.example.co.uk ')).toBeNull();
  });

  it.each([
    ['ada@example.com\r\nBcc: spy@evil.example', ADMIN_MESSAGES.recipientOneLine],
    ['ada@example.com\r\n', ADMIN_MESSAGES.recipientOneLine],
    ['ada@example.com\n', ADMIN_MESSAGES.recipientOneLine],
    ['ada@example.com\u0000', ADMIN_MESSAGES.recipientOneLine],
    ['ada@example.com\tspy@evil.example', ADMIN_MESSAGES.recipientOneLine],
    ['ada@example.com, spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['ada@example.com;spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['ada@example.com spy@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['ada@example.com@evil.example', ADMIN_MESSAGES.recipientSingle],
    ['Ada <ada@example.com>', ADMIN_MESSAGES.recipientSingle],
    ['ada', ADMIN_MESSAGES.recipientInvalid],
    ['', ADMIN_MESSAGES.recipientRequired],
    ['   ', ADMIN_MESSAGES.recipientRequired],
    [`${'a'.repeat(250)}@example.com`, ADMIN_MESSAGES.recipientInvalid],
    [42, ADMIN_MESSAGES.recipientInvalid],
    [['a@example.com', 'b@example.com'], ADMIN_MESSAGES.recipientInvalid],
  ])('refuses %j', (value, message) => {
    expect(recipientProblem(value)).toBe(message);
  });
});

describe('assertHeaderSafe', () => {
  it('lets one address and a one-line subject through', () => {
    expect(() => assertHeaderSafe('recipient', 'ada@example.com')).not.toThrow();
    expect(() => assertHeaderSafe('subject', 'Mutual NDA NDA-000042: A, B & C')).not.toThrow();
  });

  it.each([
    ['recipient', 'ada@example.com\r\nBcc: spy@evil.example'],
    ['recipient', 'ada@example.com,spy@evil.example'],
    ['recipient', 'no-address'],
    ['subject', 'Hello\r\nBcc: spy@evil.example'],
    ['subject', 'Hello\u007f'],
  ] as const)('refuses a %s of %j with a 400', (field, value) => {
    expect(() => assertHeaderSafe(field, value)).toThrow(
      new DomainError('BAD_REQUEST', ADMIN_MESSAGES.headerUnsafe(field)),
    );
  });
});

describe('documentShareMail', () => {
  it('attaches the PDF, names the document and escapes every value in the HTML', () => {
    const mail = documentShareMail(nda, 'counsel@example.com', 'inbox@firm.example');
    expect(mail.to).toBe('counsel@example.com');
    expect(mail.replyTo).toEqual({ name: DEFAULT_FIRM.name, address: 'inbox@firm.example' });
    expect(mail.subject).toBe(
      'Mutual Non-Disclosure Agreement NDA-000042: Analytical Engines <Ltd> & Co',
    );
    expect(mail.text).toContain(
      `a copy of the Mutual Non-Disclosure Agreement (NDA-000042) between ${DEFAULT_FIRM.name} and Analytical Engines <Ltd> & Co, effective March 5, 2025`,
    );
    expect(mail.html).toContain('Analytical Engines &lt;Ltd&gt; &amp; Co');
    expect(mail.html).not.toContain('<Ltd>');
    expect(mail.attachments).toEqual([
      { filename: nda.fileName, content: nda.pdf, contentType: 'application/pdf' },
    ]);
  });

  it('words an invoice as the firm’s invoice to the client', () => {
    const mail = documentShareMail(
      { ...nda, kind: 'invoice', title: 'Invoice', reference: 'INV-000007' },
      'ap@example.com',
      'inbox@firm.example',
    );
    expect(mail.subject).toBe('Invoice INV-000007: Analytical Engines <Ltd> & Co');
    expect(mail.text).toContain(
      `Please find attached ${DEFAULT_FIRM.name}'s invoice INV-000007 to Analytical Engines <Ltd> & Co, dated March 5, 2025.`,
    );
  });

  it.each([
    ['pending', "This is a proposed amendment that awaits the client's signature"],
    ['declined', 'This was a proposed amendment that the client declined'],
    ['withdrawn', 'This was a proposed amendment that the firm withdrew'],
  ] as const)('says a %s version is not signed, rather than in force', (unsigned, note) => {
    const proposal: SharedDocument = {
      ...nda,
      title: 'Consulting Services Agreement',
      reference: 'CA-000042 (version 2)',
      unsigned,
    };
    const mail = documentShareMail(proposal, 'counsel@example.com', 'inbox@firm.example');
    expect(mail.text).toContain(
      `that ${DEFAULT_FIRM.name} proposed to Analytical Engines <Ltd> & Co on March 5, 2025`,
    );
    expect(mail.text).toContain(note);
    expect(mail.text).not.toContain('effective');
    expect(mail.subject.includes("(awaiting the client's signature)")).toBe(unsigned === 'pending');
  });

  it('refuses a stored value that would break the headers', () => {
    expect(() =>
      documentShareMail(
        { ...nda, companyName: 'Evil\r\nBcc: spy@evil.example' },
        'a@example.com',
        'inbox@firm.example',
      ),
    ).toThrow(DomainError);
    expect(() =>
      documentShareMail(nda, 'a@example.com\nb@example.com', 'inbox@firm.example'),
    ).toThrow(DomainError);
  });
});
