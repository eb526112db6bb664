import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../../config/app-config';

/** How many addresses' answers are remembered: the proxies in front of the API are a handful. */
export const REMEMBERED_ADDRESSES = 256;

type TrustProxy = AppConfig['trustProxy'] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for `TRUST_PROXY`. A list of proxies is compiled by @fastify/proxy-addr,
 * as Fastify compiles it, and its answer for each address is remembered: Fastify asks it for the
 * connection's address on every request that reads the client's address (the access log line does),
 * and the compiled list parses that address again each time (ipaddr.js, 0.6% of the API's busy
 * time under the signed-in reads, none with this: docs/performance.md, "API"). The answer depends
 * on the address alone. At most
 * `REMEMBERED_ADDRESSES` are remembered, so addresses a client makes up (in `X-Forwarded-For`)
 * cannot grow it; past that, each is asked of the list. `true`, `false` and a hop count are
 * Fastify's own.
 */
export function trustProxyOption(trustProxy: AppConfig['trustProxy']): TrustProxy {
  if (!Array.isArray(trustProxy)) return trustProxy;
  return rememberAnswers(proxyAddr.compile(trustProxy)).trusts;
}

/** `trusts`, with its answer for each of the first `limit` addresses asked remembered. */
export function rememberAnswers(
  trusts: (address: string, hop: number) => boolean,
  limit = REMEMBERED_ADDRESSES,
): { trusts: (address: string, hop: number) => boolean; remembered: () => number } {
  const answers = new Map<string, boolean>();
  return {
    trusts: (address, hop) => {
      let trusted = answers.get(address);
      if (trusted === undefined) {
        trusted = trusts(address, hop);
        if (answers.size < limit) answers.set(address, trusted);
      }
      return trusted;
    },
    remembered: () => answers.size,
  };
}
