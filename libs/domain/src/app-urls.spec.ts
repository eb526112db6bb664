import { appLink } from './app-urls';

describe('appLink', () => {
  it('joins a base URL and a path with exactly one slash', () => {
    expect(appLink('https://portal.example.com', '/log-in')).toBe(
      'https://portal.example.com/log-in',
    );
    expect(appLink('https://portal.example.com/', 'log-in')).toBe(
      'https://portal.example.com/log-in',
    );
    expect(appLink('https://portal.example.com//', '//log-in')).toBe(
      'https://portal.example.com/log-in',
    );
  });
});
