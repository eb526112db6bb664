import { DEFAULT_FIRM } from '@consult/domain';
import { useAppConfig } from '@consult/ui';

export interface PageMetaProps {
  /** The page's own title; the firm's name is appended. */
  title: string;
  /** One or two sentences for search results and social cards (at most about 160 characters). */
  description: string;
  /** The page's path on the marketing site, for the canonical link ("/services/marketing"). */
  path: string;
  /** A JSON-LD object describing the page (schema.org), if any. */
  structuredData?: object;
}

/**
 * A page's title, description, canonical link, social-card tags and structured data. React hoists
 * these into <head>, in the browser and in the prerendered HTML alike.
 */
export function PageMeta({ title, description, path, structuredData }: PageMetaProps) {
  const { urls } = useAppConfig();
  const fullTitle = `${title} | ${DEFAULT_FIRM.name}`;
  const canonical = `${urls.marketing.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={DEFAULT_FIRM.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      {structuredData && (
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON; "<" is escaped so no value can close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
          }}
        />
      )}
    </>
  );
}
