import { SUCCESS_STORIES } from '@consult/content';
import { DEFAULT_FIRM } from '@consult/domain';
import { StaticPart, useAppConfig } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { StoriesHero } from '../features/success-stories/StoriesHero';
import { StoryBrowser } from '../features/success-stories/StoryBrowser';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { STORIES_PATH, storyPath } from '../features/success-stories/story-links';

/** /success-stories (req SITE-2): the twelve stories, filtered by industry, size, impact and tags. */
export function SuccessStoriesPage() {
  const { urls } = useAppConfig();
  const site = urls.marketing.replace(/\/+$/, '');

  return (
    <>
      <PageMeta
        title="Client Success Stories"
        description={`How ${DEFAULT_FIRM.name} helped twelve companies, from startups to listed enterprises, raise capital, grow margins and modernise operations, with measured results.`}
        path={STORIES_PATH}
        structuredData={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Client Success Stories',
          url: `${site}${STORIES_PATH}`,
          publisher: {
            '@type': 'Organization',
            name: DEFAULT_FIRM.name,
            url: DEFAULT_FIRM.website,
          },
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: SUCCESS_STORIES.map((story, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: `${site}${storyPath(story.id)}`,
              name: story.title,
            })),
          },
        }}
      />
      <StaticPart>
        <StoriesHero count={SUCCESS_STORIES.length} />
      </StaticPart>
      <StoryBrowser />
      <StaticPart>
        <ConsultationCallToAction
          title="Ready to write your own success story?"
          text="Tell us where your business needs to go. A senior partner will review your goals and come back with how we would approach them, at no cost."
        />
      </StaticPart>
    </>
  );
}
