import { useContext, useEffect } from 'react';
import { DEFAULT_FIRM } from '@consult/domain';
import { useAppConfig } from '@consult/ui';
import { applyHeadTags, HeadTagsCollector, type HeadTags } from './head-tags';

export interface PageMetaProps {
  /** The page's own title; the firm's name is appended. */
  title: string;
  /** One or two sentences for search results and social cards (at most about 160 characters). */
  description: string;
  /** The page's path on the marketing site, for the canonical link ("/services/marketing"). */
  path: string;
  /** A JSON-LD object describing the page (schema.org), if any. */
  structuredData?: object;
  /** Keeps the page out of search results (a story that does not exist). */
  noindex?: boolean;
}

/**
 * A page's title, description, canonical link, social-card tags and structured data. The
 * prerender writes them into the page's <head>; in the browser they are applied to document.head
 * when the page shows (docs/performance.md: the site runs on Preact, which does not hoist them).
 */
export function PageMeta({ title, description, path, structuredData, noindex }: PageMetaProps) {
  const { urls } = useAppConfig();
  const collect = useContext(HeadTagsCollector);
  const fullTitle = `${title} | ${DEFAULT_FIRM.name}`;
  const canonical = `${urls.marketing.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
  const tags: HeadTags = {
    title: fullTitle,
    meta: [
      { key: 'name', value: 'description', content: description },
      ...(noindex ? [{ key: 'name' as const, value: 'robots', content: 'noindex' }] : []),
      { key: 'property', value: 'og:type', content: 'website' },
      { key: 'property', value: 'og:site_name', content: DEFAULT_FIRM.name },
      { key: 'property', value: 'og:title', content: fullTitle },
      { key: 'property', value: 'og:description', content: description },
      { key: 'property', value: 'og:url', content: canonical },
      { key: 'name', value: 'twitter:card', content: 'summary' },
    ],
    canonical,
    structuredData,
  };
  collect?.(tags);
  const key = JSON.stringify(tags);
  useEffect(() => applyHeadTags(document.head, JSON.parse(key) as HeadTags), [key]);
  return null;
}
