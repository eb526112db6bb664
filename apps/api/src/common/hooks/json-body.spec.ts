import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { jsonShapeProblem } from './json-body';

const limits = { maxEntries: 10, maxDepth: 3 };

describe('jsonShapeProblem', () => {
  it('accepts every value within the limits, scalars included', () => {
    for (const body of [1, 'x', null, true, {}, [], { a: [1, 2, { b: 3 }] }, [[[1]]]]) {
      expect(jsonShapeProblem(JSON.stringify(body), limits)).toBeNull();
    }
  });

  it('counts keys and array items over the whole body', () => {
    expect(
      jsonShapeProblem(JSON.stringify({ a: [1, 2, 3, 4], b: { c: 1, d: 2, e: 3 }, f: 1 }), limits),
    ).toBeNull();
    expect(
      jsonShapeProblem(
        JSON.stringify({ a: [1, 2, 3, 4, 5], b: { c: 1, d: 2, e: 3 }, f: 1 }),
        limits,
      ),
    ).toBe(MESSAGES.bodyTooManyFields(10));
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 11 }, () => 0)), limits)).toBe(
      MESSAGES.bodyTooManyFields(10),
    );
  });

  it('refuses nesting deeper than the limit, in arrays and objects alike', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: { b: { c: 1 } } }), limits)).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ a: { b: { c: {} } } }), limits)).toBe(
      MESSAGES.bodyTooDeep(3),
    );
    expect(jsonShapeProblem(JSON.stringify([[[[]]]]), limits)).toBe(MESSAGES.bodyTooDeep(3));
  });

  it('stops at the first excess, before the rest of the text', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonShapeProblem(deep)).toBe(MESSAGES.bodyTooDeep(BODY_SHAPE_LIMITS.maxDepth));
    // Past the excess the text need not even be JSON: it is never read.
    const wide = `[${'0,'.repeat(BODY_SHAPE_LIMITS.maxEntries)}0, not json at all`;
    expect(jsonShapeProblem(wide)).toBe(MESSAGES.bodyTooManyFields(BODY_SHAPE_LIMITS.maxEntries));
  });

  it('reads nothing inside strings as structure, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[[{,,,,}]]]] "quoted" \\', b: ['x,y', '{'] });
    expect(jsonShapeProblem(text, { maxEntries: 4, maxDepth: 2 })).toBeNull();
    expect(jsonShapeProblem(text, { maxEntries: 3, maxDepth: 2 })).toBe(
      MESSAGES.bodyTooManyFields(3),
    );
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
      expect(jsonShapeProblem(text, { maxEntries: entries, maxDepth: 10 })).toBeNull();
      expect(jsonShapeProblem(text, { maxEntries: entries - 1, maxDepth: 10 })).toBe(
        MESSAGES.bodyTooManyFields(entries - 1),
      );
    }
  });
});
