import { createElement } from 'react';

// tools/jest/setup-dom.ts turns React's owner stacks off for the unit specs, which share it: with
// them, every element would carry an Error of its own, made where it was created.
describe("React's owner stacks in the unit specs", () => {
  it('are off: elements share React\'s "unknown owner" stack instead of an Error each', () => {
    const first = createElement('div') as unknown as { _debugStack?: unknown };
    const second = createElement('div') as unknown as { _debugStack?: unknown };
    expect(first._debugStack).toBeDefined();
    expect(second._debugStack).toBe(first._debugStack);
  });
});
