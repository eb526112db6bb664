import type { DataSource } from 'typeorm';

/**
 * Rows as the schema had them before the contracts-and-money migration (docs/contracts-and-money.md),
 * for the test of that migration on existing data in schema.int-spec.ts: a firm proposal that had
 * superseded the signed version, several payment methods per agreement, one of a deleted
 * agreement, and monthly amounts rounded up. Columns the test does not care about get a plain
 * value of their type.
 */
export const SIGNED_AT = '2026-01-10 09:00:00.000';
export const PROPOSED_AT = '2026-02-01 10:00:00.000';
// $77,500 over 6 months: 1,291,666.67 cents; rounded down 1,291,666, rounded (as before) 1,291,667.
export const TOTALS = JSON.stringify({
  grandTotalCents: 7_750_000,
  byPaymentType: [],
  longestMonths: 6,
  monthlyPaymentCents: 1_291_667,
  downPaymentCents: 0,
});

export type Row = Record<string, string | number | null>;

/** A value of the column's type for a NOT NULL column without a default. */
function filler(type: string): string | number {
  if (/int|decimal|double|float/i.test(type)) return 0;
  if (/datetime|timestamp/i.test(type)) return SIGNED_AT;
  if (/^date$/i.test(type)) return '2026-01-10';
  if (/json|longtext/i.test(type)) return '{}';
  return 'x';
}

export async function insert(dataSource: DataSource, table: string, values: Row): Promise<void> {
  const columns = (await dataSource.query(`SHOW COLUMNS FROM \`${table}\``)) as Array<{
    Field: string;
    Type: string;
    Null: string;
    Default: string | null;
    Extra: string;
  }>;
  const row: Row = {};
  for (const column of columns) {
    if (column.Field in values) row[column.Field] = values[column.Field];
    else if (column.Null === 'NO' && column.Default === null && !column.Extra.includes('auto'))
      row[column.Field] = filler(column.Type);
  }
  const names = Object.keys(row);
  await dataSource.query(
    `INSERT INTO \`${table}\` (${names.map((name) => `\`${name}\``).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    names.map((name) => row[name]),
  );
}

export const agreement = (values: Row): Row => ({
  userId: 1,
  version: 1,
  originalId: null,
  previousVersionId: null,
  supersededById: null,
  status: 'active',
  amendedByFirm: 0,
  typedSignature: 'Ada Lindqvist',
  signedAt: SIGNED_AT,
  totals: TOTALS,
  services: '[]',
  grandTotalCents: 7_750_000,
  deletedAt: null,
  ...values,
});

export const method = (values: Row): Row => ({
  userId: 1,
  paymentType: 'pay by invoice',
  isMonthly: 1,
  amountCents: 1_291_667,
  isPaidInFull: 0,
  deletedAt: null,
  ...values,
});
