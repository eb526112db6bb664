import { DEFAULT_FIRM } from '@consult/domain';
import { firmMail } from './firm-mail';

const content = {
  to: 'ada@example.com',
  replyTo: 'office@firm.example',
  subject: 'Your <request> & more',
  paragraphs: ['Dear Ada,', 'We received <b>your</b> request & "goals".', 'Simply reply.'],
};

describe('firmMail', () => {
  it('writes the paragraphs as plain text, a blank line between them, signed by the firm', () => {
    const mail = firmMail(content);
    expect(mail.text).toBe(
      [
        'Dear Ada,',
        '',
        'We received <b>your</b> request & "goals".',
        '',
        'Simply reply.',
        '',
        'Kind regards,',
        DEFAULT_FIRM.name,
        DEFAULT_FIRM.phone,
        DEFAULT_FIRM.website,
      ].join('\n'),
    );
  });

  it('writes the same paragraphs as HTML with every value escaped', () => {
    const { html } = firmMail(content);
    expect(html).toContain('<title>Your &lt;request&gt; &amp; more</title>');
    expect(html).toContain('We received &lt;b&gt;your&lt;/b&gt; request &amp; &quot;goals&quot;.');
    expect(html).not.toContain('<b>your</b>');
    expect(html.match(/<p style="margin:0 0 16px">/g)).toHaveLength(3);
    expect(html).toContain(`<a href="${DEFAULT_FIRM.website}"`);
  });

  it('adds the link after the paragraphs, in both parts', () => {
    const link = { href: 'https://portal.example/reset?token=a&b="c"', label: 'Choose <new>' };
    const mail = firmMail({ ...content, link });
    expect(mail.text).toContain(`Simply reply.\n\nChoose <new>: ${link.href}\n\nKind regards,`);
    expect(mail.html).toContain(
      '<a href="https://portal.example/reset?token=a&amp;b=&quot;c&quot;" style="color:#0b5cad">Choose &lt;new&gt;</a>',
    );
  });

  it('sends replies to the firm, and carries attachments only when there are some', () => {
    const mail = firmMail(content);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.replyTo).toEqual({ name: DEFAULT_FIRM.name, address: 'office@firm.example' });
    expect(mail).not.toHaveProperty('attachments');
    const pdf = { filename: 'a.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' };
    expect(firmMail({ ...content, attachments: [pdf] }).attachments).toEqual([pdf]);
  });
});
