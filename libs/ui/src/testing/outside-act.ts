/**
 * Renders the file's specs as the browser renders a prerendered page: each part of it in a task of
 * its own (hydrateInParts), not gathered into act()'s batches, and without act()'s warnings. Call
 * it at the top of a spec file.
 */
export function renderOutsideAct(): void {
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  beforeAll(() => {
    actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
