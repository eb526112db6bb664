/**
 * A website as people type it: "example.com", "www.example.com/about" or "https://example.com".
 * Only http(s); no credentials, no white space. (The portal links it with https:// prepended when the
 * scheme is missing, so `javascript:` and friends must never get through.) The profile form and the
 * API check the same rule (issue 18).
 */
export function isWebsite(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname.replace(/\.$/, ''));
}
