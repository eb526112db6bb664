import fc from 'fast-check';
import { AnswerByRows, sameRows } from './answer-by-rows';
import type { Rows } from './driver-statement';

/** An answer that shows every value of its rows, as a list's does. */
const build = (rows: Rows) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        value instanceof Date
          ? value.toISOString()
          : Buffer.isBuffer(value)
            ? value.toString('hex')
            : value,
      ]),
    ),
  );

/** A few values each, so that equal rows (made anew) come up often. */
const value = fc.oneof(
  fc.constantFrom<unknown>(null, 0, 1, 'a', 'b', '', true, false),
  fc.integer({ min: 0, max: 2 }).map((day) => new Date(Date.UTC(2026, 10, 1 + day))),
  fc.constantFrom('00', '01').map((hex) => Buffer.from(hex, 'hex')),
);
const row = fc.dictionary(fc.constantFrom('id', 'name', 'signedAt'), value, { maxKeys: 3 });
const rows = fc.array(row, { maxLength: 3 });
/** Rows as a driver gives them: new objects (and dates, buffers) on every read. */
const fresh = (read: Rows): Rows =>
  read.map((one) =>
    Object.fromEntries(
      Object.entries(one).map(([column, value]) => [
        column,
        value instanceof Date
          ? new Date(value.getTime())
          : Buffer.isBuffer(value)
            ? Buffer.from(value)
            : value,
      ]),
    ),
  );

describe('AnswerByRows', () => {
  it('answers exactly the JSON of what is built from the rows just read, whatever was kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 1, max: 3 }), rows }), { maxLength: 30 }),
        (reads) => {
          const answers = new AnswerByRows(build, { max: 2 });
          for (const read of reads) {
            expect(answers.json(read.key, fresh(read.rows))).toBe(JSON.stringify(build(read.rows)));
          }
        },
      ),
      // Found by a CI run: the same columns and values in another order are another answer.
      {
        examples: [
          [
            [
              { key: 1, rows: [{ id: 1, name: 'a' }] },
              { key: 1, rows: [{ name: 'a', id: 1 }] },
            ],
          ],
        ],
      },
    );
  });

  it('builds once while the same key reads the same rows, and anew when any value changes', () => {
    let builds = 0;
    const answers = new AnswerByRows(
      (read: Rows) => {
        builds++;
        return build(read);
      },
      { max: 10 },
    );
    const read = [{ id: 1, name: 'First Co', signedAt: new Date('2026-11-30T10:00:00.000Z') }];

    const first = answers.json(1, fresh(read));
    expect(answers.json(1, fresh(read))).toBe(first);
    expect(builds).toBe(1);

    // Another client's equal rows are that client's own entry.
    answers.json(2, fresh(read));
    expect(builds).toBe(2);

    const changed = [
      [{ ...read[0], name: 'Renamed Co' }],
      [{ ...read[0], signedAt: new Date('2026-11-30T10:00:00.001Z') }],
      [{ ...read[0], name: null }],
      [...read, ...read],
      [],
      [{ id: 1, name: 'First Co' }],
      [{ id: 1, name: 'First Co', signedAt: null, extra: 1 }],
    ];
    for (const rows of changed) {
      expect(answers.json(1, rows)).toBe(JSON.stringify(build(rows)));
    }
    expect(builds).toBe(2 + changed.length);
  });

  it('keeps a bounded number of keys, the least recently used dropped first', () => {
    let builds = 0;
    const answers = new AnswerByRows(
      () => {
        builds++;
        return [];
      },
      { max: 2 },
    );
    answers.json(1, []);
    answers.json(2, []);
    answers.json(1, []);
    answers.json(3, []); // drops 2
    expect(builds).toBe(3);
    answers.json(1, []);
    expect(builds).toBe(3);
    answers.json(2, []);
    expect(builds).toBe(4);
  });
});

describe('AnswerByRows, with rows as their values', () => {
  /** A statement's three columns, each row their values in that order. */
  const valueRows = fc.array(fc.tuple(value, value, value), { maxLength: 3 });
  const freshValues = (read: unknown[][]): unknown[][] =>
    fresh(read.map((one) => ({ ...one }))).map((one) => Object.values(one));
  const buildValues = (read: unknown[][]) =>
    build(read.map((one) => ({ id: one[0], name: one[1], signedAt: one[2] })));

  it('answers exactly the JSON of what is built from the values just read, whatever was kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 1, max: 3 }), rows: valueRows }), {
          maxLength: 30,
        }),
        (reads) => {
          const answers = new AnswerByRows(buildValues, { max: 2 });
          for (const read of reads) {
            expect(answers.json(read.key, freshValues(read.rows))).toBe(
              JSON.stringify(buildValues(read.rows)),
            );
          }
        },
      ),
    );
  });

  it('builds once while the same values come back, and anew when one changes', () => {
    let builds = 0;
    const answers = new AnswerByRows(
      (read: unknown[][]) => {
        builds++;
        return buildValues(read);
      },
      { max: 10 },
    );
    const read = [[1, 'First Co', new Date('2026-11-30T10:00:00.000Z')]];
    answers.json(1, freshValues(read));
    answers.json(1, freshValues(read));
    expect(builds).toBe(1);
    for (const rows of [
      [[1, 'Renamed Co', read[0][2]]],
      [[1, 'First Co', new Date('2026-11-30T10:00:00.001Z')]],
      [[1, 'First Co']],
      [[1, 'First Co', read[0][2], null]],
    ]) {
      expect(answers.json(1, rows)).toBe(JSON.stringify(buildValues(rows)));
    }
    expect(builds).toBe(5);
  });
});

describe('sameRows', () => {
  it('compares rows of values column by column, and never a row of values with an object', () => {
    expect(sameRows([[1, 'a', null]], [[1, 'a', null]])).toBe(true);
    expect(sameRows([[new Date(0)]], [[new Date(0)]])).toBe(true);
    expect(sameRows([[1, 'a']], [[1, 'b']])).toBe(false);
    expect(sameRows([[1, 'a']], [[1, 'a', null]])).toBe(false);
    expect(sameRows([[1]], [{ 0: 1 }])).toBe(false);
    expect(sameRows([{ 0: 1 }], [[1]])).toBe(false);
  });

  it('compares what a driver gives: dates by time, buffers by bytes, anything else parsed never', () => {
    const at = (iso: string) => new Date(iso);
    expect(sameRows([{ a: at('2026-01-01') }], [{ a: at('2026-01-01') }])).toBe(true);
    expect(sameRows([{ a: at('2026-01-01') }], [{ a: '2026-01-01' }])).toBe(false);
    expect(sameRows([{ a: Buffer.from('x') }], [{ a: Buffer.from('x') }])).toBe(true);
    expect(sameRows([{ a: Buffer.from('x') }], [{ a: Buffer.from('y') }])).toBe(false);
    expect(sameRows([{ a: 1 }], [{ a: '1' }])).toBe(false);
    expect(sameRows([{ a: null }], [{ b: null }])).toBe(false);
    expect(sameRows([{ a: null }], [{}])).toBe(false);
    // The same columns in another order build another JSON ({"a":1,"b":2} is not {"b":2,"a":1}).
    expect(sameRows([{ a: 1, b: 2 }], [{ a: 1, b: 2 }])).toBe(true);
    expect(sameRows([{ a: 1, b: 2 }], [{ b: 2, a: 1 }])).toBe(false);
    const parsed = { services: [] };
    expect(sameRows([{ a: parsed }], [{ a: parsed }])).toBe(false);
    expect(sameRows([{ a: Number.NaN }], [{ a: Number.NaN }])).toBe(false);
  });
});
