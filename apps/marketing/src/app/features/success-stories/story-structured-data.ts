import { storyParagraphs, type SuccessStory } from '@consult/content';
import type { FirmDetails } from '@consult/domain';

/** A search result's description: the text cut at a word, at most `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

/** schema.org description of a story page: an Article by the firm about the client's engagement. */
export function storyStructuredData(story: SuccessStory, pageUrl: string, firm: FirmDetails) {
  const organization = { '@type': 'Organization', name: firm.name, url: firm.website };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title,
    description: metaDescription(story.result),
    abstract: story.challenge,
    articleSection: 'Client Success Stories',
    about: { '@type': 'Thing', name: story.industry },
    keywords: story.tags.join(', '),
    articleBody: [story.detailedChallenge, story.detailedApproach, story.detailedSolution]
      .flatMap(storyParagraphs)
      .join('\n\n'),
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    author: organization,
    publisher: organization,
  };
}
