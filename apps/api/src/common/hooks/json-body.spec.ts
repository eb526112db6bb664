import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { jsonShapeProblem } from './json-body';

/** The shape check of a body sent as this text, in UTF-8. */
const shapeOf = (text: string, limits?: { maxEntries: number; maxDepth: number }) =>
  jsonShapeProblem(Buffer.from(text, 'utf8'), limits);

const limits = { maxEntries: 10, maxDepth: 3 };

describe('jsonShapeProblem', () => {
  it('accepts every value within the limits, scalars included', () => {
    for (const body of [1, 'x', null, true, {}, [], { a: [1, 2, { b: 3 }] }, [[[1]]]]) {
      expect(shapeOf(JSON.stringify(body), limits)).toBeNull();
    }
  });

  it('counts keys and array items over the whole body', () => {
    expect(
      shapeOf(JSON.stringify({ a: [1, 2, 3, 4], b: { c: 1, d: 2, e: 3 }, f: 1 }), limits),
    ).toBeNull();
    expect(
      shapeOf(JSON.stringify({ a: [1, 2, 3, 4, 5], b: { c: 1, d: 2, e: 3 }, f: 1 }), limits),
    ).toBe(MESSAGES.bodyTooManyFields(10));
    expect(shapeOf(JSON.stringify(Array.from({ length: 11 }, () => 0)), limits)).toBe(
      MESSAGES.bodyTooManyFields(10),
    );
  });

  it('refuses nesting deeper than the limit, in arrays and objects alike', () => {
    expect(shapeOf(JSON.stringify({ a: { b: { c: 1 } } }), limits)).toBeNull();
    expect(shapeOf(JSON.stringify({ a: { b: { c: {} } } }), limits)).toBe(MESSAGES.bodyTooDeep(3));
    expect(shapeOf(JSON.stringify([[[[]]]]), limits)).toBe(MESSAGES.bodyTooDeep(3));
  });

  it('stops at the first excess, before the rest of the text', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(shapeOf(deep)).toBe(MESSAGES.bodyTooDeep(BODY_SHAPE_LIMITS.maxDepth));
    // Past the excess the text need not even be JSON: it is never read.
    const wide = `[${'0,'.repeat(BODY_SHAPE_LIMITS.maxEntries)}0, not json at all`;
    expect(shapeOf(wide)).toBe(MESSAGES.bodyTooManyFields(BODY_SHAPE_LIMITS.maxEntries));
  });

  it('reads no byte of a multi-byte character as structure', () => {
    // U+5B5B and U+7D7D are made of bytes above 0x7F only, never '[' or '}'.
    expect(
      shapeOf(JSON.stringify({ '\u5b5b': ['\u7d7d', '😀,'] }), { maxEntries: 3, maxDepth: 2 }),
    ).toBeNull();
  });

  it('reads nothing inside strings as structure, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[[{,,,,}]]]] "quoted" \\', b: ['x,y', '{'] });
    expect(shapeOf(text, { maxEntries: 4, maxDepth: 2 })).toBeNull();
    expect(shapeOf(text, { maxEntries: 3, maxDepth: 2 })).toBe(MESSAGES.bodyTooManyFields(3));
  });

  it('counts as JSON.parse would, for random JSON values', () => {
    const count = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? Object.values(value).reduce<number>((sum, child) => sum + 1 + count(child), 0)
        : 0;
    const samples: unknown[] = [
      { a: { b: [1, { c: '}' }, []], d: {} }, e: [[], [[]]] },
      [{ 'k,': 'v]' }, [null, true, false, 1.5e3, '\u005b'], { '': '' }],
    ];
    for (const value of samples) {
      const entries = count(value);
      const text = JSON.stringify(value, null, 2);
      expect(shapeOf(text, { maxEntries: entries, maxDepth: 10 })).toBeNull();
      expect(shapeOf(text, { maxEntries: entries - 1, maxDepth: 10 })).toBe(
        MESSAGES.bodyTooManyFields(entries - 1),
      );
    }
  });
});
