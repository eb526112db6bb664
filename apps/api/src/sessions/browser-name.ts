import Bowser from 'bowser';

const UNKNOWN = 'Unknown browser';

/** Names bowser knows: its generic fallback would echo whatever the header calls itself. */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));

/**
 * A short name for the browser a User-Agent header describes, as the client's session list shows
 * it: "Chrome 120 on macOS", "Safari 17 on iOS", "Firefox 128". The header is the client's own
 * text: the name is built only from names bowser knows, never echoed from the header.
 */
export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN;
  const parser = Bowser.getParser(userAgent);
  const name = parser.getBrowserName();
  if (!KNOWN_BROWSERS.has(name) || name === 'Generic') return UNKNOWN;
  const major = parser.getBrowserVersion()?.split('.')[0];
  const browser = major && /^\d{1,4}$/.test(major) ? `${name} ${major}` : name;
  const os = parser.getOSName();
  return KNOWN_SYSTEMS.has(os) ? `${browser} on ${os}` : browser;
}
