import { browserName } from './browser-name';

describe('browserName', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36',
      'Chrome 120 on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128 on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Microsoft Edge 120 on Windows',
    ],
  ])('names %s', (agent, name) => {
    expect(browserName(agent)).toBe(name);
  });

  it('says "Unknown browser" for no agent, and never echoes an agent it does not recognise', () => {
    expect(browserName(null)).toBe('Unknown browser');
    expect(browserName('')).toBe('Unknown browser');
    expect(browserName('<img src=x>/1.0 (x)')).toBe('Unknown browser');
    expect(browserName('Evil<b>Name</b>/2.0 foo')).toBe('Unknown browser');
    expect(browserName('curl/8.0')).toBe('Unknown browser');
  });
});
