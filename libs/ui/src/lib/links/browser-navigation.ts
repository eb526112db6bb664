/**
 * Full page loads (to another app, or after logout), behind one object so that specs can spy on
 * them: jsdom cannot navigate and its `window.location` cannot be mocked.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
