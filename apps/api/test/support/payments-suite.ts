import { existsSync, readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { PaymentMethod } from '../../src/payments/payment-method.entity';
import { BANK, MASTERCARD, OTHER_BANK, VISA } from './payments';
import { useTestApp } from './suite';
import { TEST_FIELD_ENCRYPTION_KEY } from './test-app';
import { currentTestDatabase } from './test-database';

/*
 * The suite of the payment routes (payments-*.int-spec.ts), and where it looks for a card or bank
 * number that must not be there: every table, the SQLite file, the logs and the answers.
 */

type Row = Record<string, unknown>;

export const testKey = Buffer.from(TEST_FIELD_ENCRYPTION_KEY, 'base64');

/** The app the file's tests share, and the helpers around it. */
export function paymentsSuite() {
  const t = useTestApp();

  const rows = () => t.app.get(DataSource).getRepository(PaymentMethod);
  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie);

  /** Every row of every table, as text: what the database holds, whichever database it is. */
  async function tableDump(): Promise<string> {
    const dataSource = t.app.get(DataSource);
    const sqlite = currentTestDatabase().kind === 'sqlite';
    const tables = sqlite
      ? (
          (await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'")) as {
            name: string;
          }[]
        ).map((row) => row.name)
      : ((await dataSource.query('SHOW TABLES')) as Record<string, string>[]).map(
          (row) => Object.values(row)[0],
        );
    const parts: string[] = [];
    for (const table of tables) {
      const quoted = sqlite ? `"${table}"` : `\`${table}\``;
      const found = (await dataSource.query(`SELECT * FROM ${quoted}`)) as Row[];
      parts.push(JSON.stringify(found.map(bytesAsText)));
    }
    return parts.join('\n');
  }

  return { t, rows, get, tableDump };
}

/**
 * A row with its binary values (a queued e-mail's attachment) as their bytes, one character each,
 * as sqliteBytes reads the file: a number written into them is found as its digits. JSON makes a
 * Buffer an array of byte values, in which no number can be found, at four times the length.
 */
function bytesAsText(row: Row): Row {
  const text: Row = {};
  for (const [column, value] of Object.entries(row)) {
    text[column] = Buffer.isBuffer(value) ? value.toString('latin1') : value;
  }
  return text;
}

/** The SQLite database file and its write-ahead log, byte for byte (empty on MariaDB). */
export function sqliteBytes(): string {
  const database = currentTestDatabase();
  if (database.kind !== 'sqlite') return '';
  const file = database.url.slice('sqlite:'.length);
  return [file, `${file}-wal`, `${file}-journal`]
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString('latin1'))
    .join('\n');
}

/** Log lines without their response times (digits that vary from run to run). */
export const stableLogs = (raw: string) =>
  raw.replace(/"responseTime":[0-9.e+-]+/g, '"responseTime":0');

/**
 * A four-digit CVV found nowhere in `haystacks`: data already written (hashes, ciphertexts)
 * cannot make the check pass or fail by chance; only what the setup writes can.
 */
export function unusedCvv(haystacks: string[]): string {
  const year = String(new Date().getUTCFullYear());
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const cvv = String(1000 + Math.floor(Math.random() * 9000));
    if (cvv !== year && haystacks.every((haystack) => !haystack.includes(cvv))) return cvv;
  }
  throw new Error('no unused CVV');
}

/** None of these values in a response body, with or without their spaces. */
export function expectNoneOf(body: unknown, secrets: string[]) {
  const text = JSON.stringify(body);
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.replace(/\s/g, ''));
  }
}

/** No card number, CVV, routing or account number in an answer, neither as a value nor a field. */
export function expectMasked(body: unknown, secrets: string[]) {
  expectNoneOf(body, secrets);
  const text = JSON.stringify(body);
  for (const field of ['card_number', 'cardNumber', 'cvv', 'routingNumber', 'accountNumber']) {
    expect(text).not.toContain(`"${field}"`);
  }
}

export const ALL_SECRETS = [
  VISA.number,
  MASTERCARD.number,
  BANK.routing,
  BANK.account,
  OTHER_BANK.account,
];
