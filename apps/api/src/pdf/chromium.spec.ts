import { chromiumArgs, resolveChromiumPath } from './chromium';

describe('Chromium', () => {
  it('uses CHROMIUM_PATH when it is set', () => {
    expect(resolveChromiumPath('/opt/chrome/chrome', () => false)).toBe('/opt/chrome/chrome');
  });

  it('otherwise finds the system Chromium, or none', () => {
    expect(resolveChromiumPath(null, (path) => path === '/usr/bin/chromium-browser')).toBe(
      '/usr/bin/chromium-browser',
    );
    expect(resolveChromiumPath(null, () => false)).toBeNull();
  });

  it('runs without the sandbox only as root, never with background networking', () => {
    expect(chromiumArgs(true)).toContain('--no-sandbox');
    expect(chromiumArgs(false)).not.toContain('--no-sandbox');
    for (const flag of [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ]) {
      expect(chromiumArgs(false)).toContain(flag);
    }
  });

  it('opens no address-bar pop-up per browser context, no frame host per document, no spare renderer', () => {
    expect(chromiumArgs(false)).toContain(
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,RenderDocument,SpareRendererForSitePerProcess',
    );
  });
});
