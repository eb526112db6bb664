import { BODY_SHAPE_LIMITS, MESSAGES } from '@consult/domain';
import { bodyShapeProblem } from './json-body';

const limits = { maxEntries: 10, maxDepth: 3 };

describe('bodyShapeProblem', () => {
  it('accepts every value within the limits, scalars included', () => {
    for (const body of [1, 'x', null, true, {}, [], { a: [1, 2, { b: 3 }] }, [[[1]]]]) {
      expect(bodyShapeProblem(body, limits)).toBeNull();
    }
  });

  it('counts keys and array items over the whole body', () => {
    expect(bodyShapeProblem({ a: [1, 2, 3, 4], b: { c: 1, d: 2, e: 3 }, f: 1 }, limits)).toBeNull();
    expect(bodyShapeProblem({ a: [1, 2, 3, 4, 5], b: { c: 1, d: 2, e: 3 }, f: 1 }, limits)).toBe(
      MESSAGES.bodyTooManyFields(10),
    );
    expect(
      bodyShapeProblem(
        Array.from({ length: 11 }, () => 0),
        limits,
      ),
    ).toBe(MESSAGES.bodyTooManyFields(10));
  });

  it('refuses nesting deeper than the limit, in arrays and objects alike', () => {
    expect(bodyShapeProblem({ a: { b: { c: 1 } } }, limits)).toBeNull();
    expect(bodyShapeProblem({ a: { b: { c: {} } } }, limits)).toBe(MESSAGES.bodyTooDeep(3));
    expect(bodyShapeProblem([[[[]]]], limits)).toBe(MESSAGES.bodyTooDeep(3));
  });

  it('stops at the first excess: a body nested 100,000 deep costs no stack and no time', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(bodyShapeProblem(deep)).toBe(MESSAGES.bodyTooDeep(BODY_SHAPE_LIMITS.maxDepth));
  });
});
