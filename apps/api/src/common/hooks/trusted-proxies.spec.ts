import proxyAddr from '@fastify/proxy-addr';
import fc from 'fast-check';
import { REMEMBERED_ADDRESSES, rememberAnswers, trustProxyOption } from './trusted-proxies';

const PROXIES = ['10.0.0.1', '192.168.1.0/24', '::1', 'fd00::/8'];

/** Addresses as a connection or `X-Forwarded-For` gives them, well-formed or not. */
const address = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.ipV4().map((ip) => `::ffff:${ip}`),
  fc.constantFrom('10.0.0.1', '192.168.1.77', '::1', 'fd12::3', '::ffff:10.0.0.1'),
  fc.string(),
);

describe('trustProxyOption', () => {
  it("answers every address as @fastify/proxy-addr's compiled list does, asked once or again", () => {
    const compiled = proxyAddr.compile(PROXIES);
    const remembering = trustProxyOption(PROXIES);
    if (typeof remembering !== 'function') throw new Error('a list gives a function');
    fc.assert(
      fc.property(fc.array(address, { maxLength: 20 }), fc.nat(3), (addresses, hop) => {
        for (const ip of [...addresses, ...addresses]) {
          expect(remembering(ip, hop)).toBe(compiled(ip, hop));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("leaves true, false and a hop count to Fastify's own handling", () => {
    expect(trustProxyOption(true)).toBe(true);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(2)).toBe(2);
  });

  it('asks the list once per address, and remembers no more than its limit', () => {
    let asked = 0;
    const list = proxyAddr.compile(PROXIES);
    const { trusts, remembered } = rememberAnswers((ip, hop) => {
      asked += 1;
      return list(ip, hop);
    });
    expect(trusts('10.0.0.1', 0)).toBe(true);
    expect(trusts('10.0.0.1', 0)).toBe(true);
    expect(trusts('10.0.0.2', 0)).toBe(false);
    expect(trusts('10.0.0.2', 0)).toBe(false);
    expect(asked).toBe(2);

    // Addresses a client makes up, far more than the limit: still answered, never all kept.
    for (let i = 0; i < REMEMBERED_ADDRESSES * 4; i += 1) {
      expect(trusts(`203.0.${i >> 8}.${i & 255}`, 1)).toBe(false);
      expect(trusts(`192.168.1.${i & 255}`, 1)).toBe(true);
    }
    expect(remembered()).toBe(REMEMBERED_ADDRESSES);
  });
});
