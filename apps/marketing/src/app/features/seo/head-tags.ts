import { createContext } from 'react';

/** What a page puts into <head>: its title, meta and link tags, and its structured data. */
export interface HeadTags {
  title: string;
  /** `name` or `property` → content. */
  meta: Array<{ key: 'name' | 'property'; value: string; content: string }>;
  canonical: string;
  /** The JSON-LD object (schema.org), if any. */
  structuredData?: object;
}

/**
 * Where the prerender collects the page's head tags (apps/marketing/src/entry-server.tsx). In the
 * browser there is none: the tags are applied to document.head instead.
 */
export const HeadTagsCollector = createContext<((tags: HeadTags) => void) | null>(null);

/** JSON-LD as raw JSON, with "<" escaped so that no value can close the script element. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, for the prerendered page's <head>. */
export function headTagsHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      ({ key, value, content }) =>
        `<meta ${key}="${escapeHtml(value)}" content="${escapeHtml(content)}"/>`,
    ),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}"/>`,
    tags.structuredData
      ? `<script type="application/ld+json">${jsonLd(tags.structuredData)}</script>`
      : '',
  ].join('');
}

/** The meta tags a page sets (pageHeadTags): any other in <head> is the page shell's own. */
const PAGE_META = new Set([
  'name=description',
  'name=robots',
  'name=twitter:card',
  'property=og:type',
  'property=og:site_name',
  'property=og:title',
  'property=og:description',
  'property=og:url',
]);

/**
 * Brings document.head to these tags: the title, each meta and the canonical link updated in place
 * (the prerendered ones are reused, never duplicated); a page meta tag or structured data this
 * page has not is removed.
 */
export function applyHeadTags(head: HTMLHeadElement, tags: HeadTags): void {
  const doc = head.ownerDocument;
  doc.title = tags.title;
  const wanted = new Set(tags.meta.map(({ key, value }) => `${key}=${value}`));
  for (const element of head.querySelectorAll<HTMLMetaElement>('meta[name], meta[property]')) {
    const key = element.hasAttribute('name') ? 'name' : 'property';
    const id = `${key}=${element.getAttribute(key)}`;
    if (PAGE_META.has(id) && !wanted.has(id)) element.remove();
  }
  for (const { key, value, content } of tags.meta) {
    let element = [...head.querySelectorAll<HTMLMetaElement>(`meta[${key}]`)].find(
      (meta) => meta.getAttribute(key) === value,
    );
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(key, value);
      head.append(element);
    }
    element.content = content;
  }
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    head.append(canonical);
  }
  canonical.href = tags.canonical;
  let script = head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!tags.structuredData) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    head.append(script);
  }
  script.textContent = jsonLd(tags.structuredData);
}
