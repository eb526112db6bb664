import { LRUCache } from 'lru-cache';
import type { JsonOf } from '../common/json-of';
import type { Rows } from './driver-statement';

/** A read's rows: as objects (driverStatement) or as arrays of their values (driverValuesStatement). */
export type ReadRows = Rows | unknown[][];

interface Built<Answer, Read extends ReadRows> {
  rows: Read;
  json: JsonOf<Answer>;
}

/**
 * A JSON answer built from a read's raw rows, kept per key (a client) and given again, the same
 * string, while the read returns the same rows (issue 19): a client's agreements list is read on
 * every visit to the portal, and making entities of its rows, mapping them and serializing the
 * answer was a tenth of the request's CPU. The rows are still read on every request; only what is
 * built from them is kept. So the answer is always exactly `build(rows)` of the rows just read,
 * never older than the database, whatever another instance or the console changed: the key only
 * decides which earlier answer the rows are compared with. `build` must depend on the rows alone
 * (no clock, no other read).
 *
 * Rows are the same when they have the same columns, in the same order, and the same values:
 * strings, numbers, bigints, booleans and null compared as they are, dates by their time, buffers
 * by their bytes. Any other value (a driver that parses a JSON column) never compares the same,
 * and the answer is built anew. Rows may be objects or arrays of values (one statement's columns,
 * in its order). The keys kept are bounded (the least recently used is dropped first).
 */
export class AnswerByRows<Answer, Read extends ReadRows = Rows> {
  private readonly built: LRUCache<number, Built<Answer, Read>>;

  constructor(
    private readonly build: (rows: Read) => Answer,
    { max }: { max: number },
  ) {
    this.built = new LRUCache({ max });
  }

  json(key: number, rows: Read): JsonOf<Answer> {
    const kept = this.built.get(key);
    if (kept && sameRows(kept.rows, rows)) return kept.json;
    const json: JsonOf<Answer> = JSON.stringify(this.build(rows));
    this.built.set(key, { rows, json });
    return json;
  }
}

export function sameRows(a: ReadRows, b: ReadRows): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const left = a[i];
    const right = b[i];
    if (Array.isArray(left) || Array.isArray(right)) {
      if (!Array.isArray(left) || !Array.isArray(right)) return false;
      if (!sameValues(left, right)) return false;
      continue;
    }
    // The same columns in the same order: what is built from a row may follow its order (a row
    // spread into the answer), so rows whose columns come in another order are other rows.
    const columns = Object.keys(left);
    const rightColumns = Object.keys(right);
    if (columns.length !== rightColumns.length) return false;
    for (let at = 0; at < columns.length; at++) {
      const column = columns[at];
      if (rightColumns[at] !== column || !sameValue(left[column], right[column])) return false;
    }
  }
  return true;
}

function sameValues(left: unknown[], right: unknown[]): boolean {
  if (left.length !== right.length) return false;
  for (let column = 0; column < left.length; column++) {
    if (!sameValue(left[column], right[column])) return false;
  }
  return true;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || typeof a !== 'object') return a === b;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (Buffer.isBuffer(a)) return Buffer.isBuffer(b) && a.equals(b);
  return false;
}
