#!/usr/bin/env node
// The local mail catcher: an SMTP server that keeps every message it receives (in memory and as
// .eml files under data/mail) and a small web page to read them. Development and tests only.
//
//   MAIL_CATCHER_SMTP_PORT (1025)  where the API sends mail (SMTP_URL=smtp://localhost:1025)
//   MAIL_CATCHER_WEB_PORT  (1080)  http://localhost:1080 lists the messages; /messages.json for tools
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const webPort = Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080);
const mailDir = process.env.MAIL_CATCHER_DIR ?? join(process.cwd(), 'data', 'mail');
const MAX_MESSAGES = 500;

/** @type {Array<{id:number, receivedAt:string, envelope:{from:string, to:string[]}, raw:Buffer, parsed:any}>} */
const messages = [];
let nextId = 1;

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
const addressList = (list) =>
  (list ?? []).map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(', ');

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: 25 * 1024 * 1024,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'local' });
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', async () => {
      try {
        const raw = Buffer.concat(chunks);
        const parsed = await PostalMime.parse(raw);
        const id = nextId++;
        messages.unshift({
          id,
          receivedAt: new Date().toISOString(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          raw,
          parsed,
        });
        messages.length = Math.min(messages.length, MAX_MESSAGES);
        mkdirSync(mailDir, { recursive: true });
        writeFileSync(join(mailDir, `${String(id).padStart(5, '0')}.eml`), raw);
        console.log(
          `[mail] #${id} to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}: ${parsed.subject ?? ''}`,
        );
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});

function summary(m) {
  return {
    id: m.id,
    receivedAt: m.receivedAt,
    from: m.envelope.from,
    to: m.envelope.to,
    subject: m.parsed.subject ?? '',
    text: m.parsed.text ?? '',
    html: m.parsed.html ?? null,
    attachments: (m.parsed.attachments ?? []).map((a, index) => ({
      index,
      filename: a.filename,
      mimeType: a.mimeType,
      size: a.content?.byteLength ?? 0,
    })),
  };
}

const page = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2330;background:#f7f8fa}
header{background:#1f3a5f;color:#fff;padding:12px 20px}main{padding:20px;max-width:1000px;margin:auto}
table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:8px;border-bottom:1px solid #e3e6ea;text-align:left}
a{color:#1f3a5f}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e3e6ea}
iframe{width:100%;height:60vh;border:1px solid #e3e6ea;background:#fff}</style></head>
<body><header><strong>Local mail catcher</strong> &middot; ${messages.length} message(s) &middot; nothing here leaves this machine</header><main>${body}</main></body></html>`;

const web = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${webPort}`);
  const send = (status, type, body) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  };
  if (url.pathname === '/messages.json')
    return send(200, 'application/json', JSON.stringify(messages.map(summary)));
  if (url.pathname === '/') {
    const rows = messages
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.envelope.to.join(', '))}</td>
        <td><a href="/messages/${m.id}">${escapeHtml(m.parsed.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    return send(
      200,
      'text/html; charset=utf-8',
      page(
        'Mail',
        rows
          ? `<table><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr>${rows}</table>`
          : '<p>No mail yet. Messages the API sends appear here.</p>',
      ),
    );
  }
  const match = url.pathname.match(/^\/messages\/(\d+)(?:\/(html|raw|attachments\/(\d+)))?$/);
  const message = match && messages.find((m) => m.id === Number(match[1]));
  if (!message) return send(404, 'text/plain', 'Not found');
  if (match[2] === 'html') {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    });
    return res.end(message.parsed.html ?? '');
  }
  if (match[2] === 'raw') return send(200, 'text/plain; charset=utf-8', message.raw);
  if (match[3] !== undefined) {
    const attachment = message.parsed.attachments?.[Number(match[3])];
    if (!attachment) return send(404, 'text/plain', 'Not found');
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${String(attachment.filename ?? 'attachment').replace(/[^\w.-]/g, '_')}"`,
    });
    return res.end(Buffer.from(attachment.content));
  }
  const p = message.parsed;
  const attachments = (p.attachments ?? [])
    .map(
      (a, i) =>
        `<li><a href="/messages/${message.id}/attachments/${i}">${escapeHtml(a.filename ?? 'attachment')}</a> (${escapeHtml(a.mimeType)})</li>`,
    )
    .join('');
  return send(
    200,
    'text/html; charset=utf-8',
    page(
      p.subject ?? 'Message',
      `<p><a href="/">&larr; All mail</a></p>
    <h2>${escapeHtml(p.subject || '(no subject)')}</h2>
    <p><strong>From:</strong> ${escapeHtml(addressList(p.from ? [p.from] : []))}<br>
    <strong>To:</strong> ${escapeHtml(addressList(p.to))}<br><strong>Received:</strong> ${escapeHtml(message.receivedAt)}
    &middot; <a href="/messages/${message.id}/raw">raw</a></p>
    ${attachments ? `<p><strong>Attachments</strong></p><ul>${attachments}</ul>` : ''}
    ${p.html ? `<iframe sandbox src="/messages/${message.id}/html" title="HTML body"></iframe>` : ''}
    ${p.text ? `<pre>${escapeHtml(p.text)}</pre>` : ''}`,
    ),
  );
});

smtp.listen(smtpPort, '127.0.0.1', () =>
  console.log(`[mail] SMTP on smtp://localhost:${smtpPort}`),
);
web.listen(webPort, '127.0.0.1', () => console.log(`[mail] inbox on http://localhost:${webPort}`));
const stop = () => {
  smtp.close(() => undefined);
  web.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
