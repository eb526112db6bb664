import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A real RFC 3161 timestamp authority for the tests: OpenSSL's `openssl ts -reply` (a tool nobody
 * here wrote) behind a small HTTP server, with its own CA and a TSA certificate whose
 * extendedKeyUsage is critical timeStamping, as RFC 3161 requires. It can be stopped and started
 * again on the same port, to play an authority that is down.
 */
export interface TestTimestampAuthority {
  /** Where the API posts its requests (DOCUMENT_TIMESTAMP_URL). */
  url: string;
  /** The CA that issued the TSA's certificate: `openssl ts -verify`'s -CAfile. */
  caFile: string;
  /** Requests answered so far. */
  readonly answered: number;
  /** Stops listening: connections are refused until `start`. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  /**
   * `openssl ts -verify` of a token (a TimeStampToken, DER) against the digest it should carry
   * (SHA-256, in hex) and this authority's CA.
   */
  verify(token: Buffer, digestHex: string): { status: number | null; output: string };
  /** When the token says it was made (its TSTInfo genTime), as `openssl ts -reply -text` reads it. */
  timeOf(token: Buffer): Date;
  /** Stops it and removes its keys. */
  close(): Promise<void>;
}

const TSA_SECTION = 'tsa_config';

function openssl(args: string[], cwd: string): string {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (result.error) throw new Error(`openssl could not run (${result.error.message})`);
  if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** A CA, the TSA's key and certificate, and the `[tsa]` section `openssl ts -reply` reads. */
function makeAuthorityFiles(dir: string): { config: string; caFile: string } {
  // prettier-ignore
  openssl(
    [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-keyout', 'ca.key', '-out', 'ca.pem', '-subj', '/CN=Test Timestamp CA',
      '-addext', 'basicConstraints=critical,CA:TRUE',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  // prettier-ignore
  openssl(
    [
      'req', '-new', '-newkey', 'rsa:2048', '-nodes',
      '-keyout', 'tsa.key', '-out', 'tsa.csr', '-subj', '/CN=Test Timestamp Authority',
    ],
    dir,
  );
  writeFileSync(
    join(dir, 'tsa-extensions.cnf'),
    [
      '[tsa_cert]',
      'basicConstraints = critical, CA:FALSE',
      'keyUsage = critical, digitalSignature',
      'extendedKeyUsage = critical, timeStamping',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '',
    ].join('\n'),
  );
  // prettier-ignore
  openssl(
    [
      'x509', '-req', '-in', 'tsa.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial',
      '-days', '2', '-out', 'tsa.pem', '-extfile', 'tsa-extensions.cnf', '-extensions', 'tsa_cert',
    ],
    dir,
  );
  writeFileSync(join(dir, 'tsa-serial'), '01\n');
  const config = join(dir, 'openssl.cnf');
  writeFileSync(
    config,
    [
      '[tsa]',
      `default_tsa = ${TSA_SECTION}`,
      '',
      `[${TSA_SECTION}]`,
      `serial = ${join(dir, 'tsa-serial')}`,
      `signer_cert = ${join(dir, 'tsa.pem')}`,
      `signer_key = ${join(dir, 'tsa.key')}`,
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.55555.1.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  return { config, caFile: join(dir, 'ca.pem') };
}

export async function startTimestampAuthority(): Promise<TestTimestampAuthority> {
  const dir = mkdtempSync(join(tmpdir(), 'consult-tsa-'));
  const { config, caFile } = makeAuthorityFiles(dir);
  let answered = 0;
  let sequence = 0;
  // `openssl ts -reply` increments its serial file: one reply at a time.
  let queue: Promise<unknown> = Promise.resolve();

  const reply = async (query: Buffer): Promise<Buffer> => {
    const name = `request-${++sequence}`;
    const queryFile = join(dir, `${name}.tsq`);
    const replyFile = join(dir, `${name}.tsr`);
    writeFileSync(queryFile, query);
    // prettier-ignore
    await execFileAsync('openssl', [
      'ts', '-reply', '-config', config, '-section', TSA_SECTION,
      '-queryfile', queryFile, '-out', replyFile,
    ]);
    return readFileSync(replyFile);
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (
        request.method !== 'POST' ||
        request.headers['content-type'] !== 'application/timestamp-query'
      ) {
        response.writeHead(400).end();
        return;
      }
      const answer = queue.then(() => reply(Buffer.concat(chunks)));
      queue = answer.catch(() => undefined);
      answer.then(
        (der) => {
          answered += 1;
          response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' }).end(der);
        },
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const withToken = <T>(token: Buffer, use: (file: string) => T): T => {
    const file = join(dir, `token-${++sequence}.der`);
    writeFileSync(file, token);
    return use(file);
  };

  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile,
    get answered() {
      return answered;
    },
    stop,
    start: () => listen(port),
    verify: (token, digestHex) =>
      withToken(token, (file) => {
        const result = spawnSync(
          'openssl',
          ['ts', '-verify', '-in', file, '-token_in', '-digest', digestHex, '-CAfile', caFile],
          { encoding: 'utf8' },
        );
        return { status: result.status, output: `${result.stdout}${result.stderr}` };
      }),
    timeOf: (token) =>
      withToken(token, (file) => {
        const text = openssl(['ts', '-reply', '-in', file, '-token_in', '-text'], dir);
        const time = /^Time stamp: (.+)$/m.exec(text)?.[1];
        if (!time) throw new Error(`no time in the token:\n${text}`);
        return new Date(time);
      }),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
