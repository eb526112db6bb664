import fc from 'fast-check';
import { DEFAULT_APP_URLS, type AppUrls } from './app-urls';
import { returnToValue, safeReturnTarget } from './return-target';

const URLS: AppUrls = {
  marketing: 'https://www.example.com',
  portal: 'https://portal.example.com',
  admin: 'https://console.example.com',
};

/** A path of safe segments, as the apps' own routes and ids are. */
const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
const route = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => !path.startsWith('/log-in'));
const query = fc.option(
  fc.stringMatching(/^[a-z]{1,6}=[A-Za-z0-9]{0,6}$/).map((q) => `?${q}`),
  { nil: '' },
);
const page = fc.tuple(route, query).map(([path, q]) => `${path}${q}`);
/** A host that is not one of ours. */
const otherHost = fc
  .domain()
  .filter((host) => !['portal.example.com', 'console.example.com'].includes(host));

describe('safeReturnTarget', () => {
  it('returns to any page of the portal given as a path, as it was given', () => {
    fc.assert(
      fc.property(page, (to) => {
        expect(safeReturnTarget(to, URLS)).toEqual({ app: 'portal', to });
      }),
    );
  });

  it("returns to any console page given as an absolute URL of the console's origin", () => {
    fc.assert(
      fc.property(page, (to) => {
        expect(safeReturnTarget(returnToValue('admin', to, URLS), URLS)).toEqual({
          app: 'admin',
          to,
        });
      }),
    );
  });

  it('never answers a route that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.string({ unit: 'binary' })),
        (raw) => {
          const target = safeReturnTarget(raw, URLS);
          if (!target) return;
          expect(target.to.startsWith('/')).toBe(true);
          expect(target.to.startsWith('//')).toBe(false);
          // The route alone, resolved anywhere, stays on that origin.
          expect(new URL(target.to, 'https://elsewhere.test').origin).toBe(
            'https://elsewhere.test',
          );
          expect(new URL(target.to, URLS[target.app]).origin).toBe(URLS[target.app]);
        },
      ),
    );
  });

  it('refuses every absolute URL, protocol-relative URL or backslash trick naming another host', () => {
    fc.assert(
      fc.property(otherHost, fc.webPath(), (host, path) => {
        for (const raw of [
          `https://${host}${path}`,
          `http://${host}${path}`,
          `//${host}${path}`,
          `///${host}${path}`,
          `/\\${host}${path}`,
          `\\\\${host}${path}`,
          `/\t/${host}${path}`,
          `https://console.example.com@${host}/`,
          `https://${host}/https://console.example.com/`,
        ]) {
          expect(safeReturnTarget(raw, URLS)).toBeNull();
        }
      }),
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://console.example.com.evil.com/admin-users/7',
    'https://console.example.com:8443/admin-users/7',
    'http://console.example.com/admin-users/7',
    'https://user:pass@console.example.com/admin-users/7',
    'https://portal.example.com/profile',
    'https://www.example.com/',
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    '/%5Cevil.com'.replace('%5C', '\\'),
    '/\u3000/evil.com',
    '/\u00a0/evil.com',
    '\n//evil.com',
    '/log-in',
    '/log-in?next=/profile',
    '',
    'profile',
    './profile',
  ])('refuses %j', (raw) => {
    expect(safeReturnTarget(raw, URLS)).toBeNull();
  });

  it('keeps an encoded slash or backslash in the path, where it names no host', () => {
    expect(safeReturnTarget('/%2F%2Fevil.com', URLS)).toEqual({
      app: 'portal',
      to: '/%2F%2Fevil.com',
    });
    expect(safeReturnTarget('/%5Cevil.com', URLS)).toEqual({ app: 'portal', to: '/%5Cevil.com' });
  });

  it('resolves dot segments without leaving the portal', () => {
    expect(safeReturnTarget('/a/../profile', URLS)).toEqual({ app: 'portal', to: '/profile' });
    expect(safeReturnTarget('/.//evil.com', URLS)).toBeNull();
  });

  it("works with the local apps' ports and a console served below a path", () => {
    expect(safeReturnTarget('http://localhost:4202/admin-users/7', DEFAULT_APP_URLS)).toEqual({
      app: 'admin',
      to: '/admin-users/7',
    });
    expect(safeReturnTarget('http://localhost:4201/profile', DEFAULT_APP_URLS)).toBeNull();
    const underPath = { ...URLS, admin: 'https://example.com/console/' };
    expect(safeReturnTarget('https://example.com/console/admin-users/7', underPath)).toEqual({
      app: 'admin',
      to: '/admin-users/7',
    });
    expect(safeReturnTarget('https://example.com/consoleX/admin-users/7', underPath)).toBeNull();
    expect(safeReturnTarget('https://example.com/profile', underPath)).toBeNull();
    expect(returnToValue('admin', '/admin-users/7', underPath)).toBe(
      'https://example.com/console/admin-users/7',
    );
  });

  it('refuses everything when the configured URLs do not parse', () => {
    expect(safeReturnTarget('/profile', { portal: 'not a url', admin: 'nor this' })).toBeNull();
  });
});
