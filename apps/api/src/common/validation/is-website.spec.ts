import { isWebsite } from './is-website';

describe('isWebsite', () => {
  it.each([
    'example.com',
    'www.example.co.uk/path?q=1#x',
    'https://example.com',
    'HTTP://EXAMPLE.COM',
    'sub-domain.example.org:8080/a',
  ])('accepts %s', (value) => expect(isWebsite(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:someone@example.com',
    'ftp://example.com',
    'https://user:pass@example.com',
    'exa mple.com',
    'localhost',
    '',
    42,
  ])('rejects %p', (value) => expect(isWebsite(value)).toBe(false));
});
