import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { findSuccessStory, relatedSuccessStories } from '@consult/content';
import { DEFAULT_FIRM } from '@consult/domain';
import { StaticPart, useAppConfig } from '@consult/ui';
import { PageMeta } from '../features/seo/PageMeta';
import { KeyOutcomes } from '../features/success-stories/KeyOutcomes';
import { RelatedStories } from '../features/success-stories/RelatedStories';
import { StoryAside } from '../features/success-stories/StoryAside';
import { StoryAtAGlance } from '../features/success-stories/StoryAtAGlance';
import { ConsultationCallToAction } from '../features/services/ConsultationCallToAction';
import { StoryFacts } from '../features/success-stories/StoryFacts';
import { StoryHero } from '../features/success-stories/StoryHero';
import { StoryNotFound } from '../features/success-stories/StoryNotFound';
import { StoryQuote } from '../features/success-stories/StoryQuote';
import { StorySection } from '../features/success-stories/StorySection';
import { STORIES_PATH, storyPath } from '../features/success-stories/story-links';
import {
  metaDescription,
  storyStructuredData,
} from '../features/success-stories/story-structured-data';

/** /success-stories/:storyId (req SITE-2): the whole case study, or 'Success Story Not Found'. */
export function SuccessStoryPage() {
  const { storyId } = useParams();
  const { urls } = useAppConfig();
  const story = findSuccessStory(storyId);

  if (!story) {
    return (
      <>
        <PageMeta
          title="Success Story Not Found"
          description="The story you're looking for doesn't exist or has been removed."
          path={storyId ? storyPath(storyId) : STORIES_PATH}
          noindex
        />
        <StoryNotFound />
      </>
    );
  }

  const path = storyPath(story.id);
  return (
    <>
      <PageMeta
        title={story.title}
        description={metaDescription(story.result)}
        path={path}
        structuredData={storyStructuredData(
          story,
          `${urls.marketing.replace(/\/+$/, '')}${path}`,
          DEFAULT_FIRM,
        )}
      />
      <Box component="article" aria-labelledby="story-title">
        <StoryHero story={story} />
        <StaticPart>
          <Container maxWidth="lg">
            <StoryFacts story={story} />
            <StoryAtAGlance story={story} />
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 6, lg: 8 },
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
                alignItems: 'start',
                py: { xs: 6, md: 8 },
              }}
            >
              <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, maxWidth: 760 }}>
                <StorySection
                  id="story-challenge"
                  eyebrow="Where they started"
                  title="The challenge"
                  text={story.detailedChallenge}
                />
                <StorySection
                  id="story-approach"
                  eyebrow="How we worked"
                  title="Our approach"
                  text={story.detailedApproach}
                />
                <StorySection
                  id="story-solution"
                  eyebrow="What changed"
                  title="The solution"
                  text={story.detailedSolution}
                />
                <StorySection id="story-outcomes" eyebrow="The results" title="Key outcomes">
                  <KeyOutcomes outcomes={story.keyOutcomes} />
                </StorySection>
              </Box>
              <Box sx={{ position: { lg: 'sticky' }, top: { lg: 96 } }}>
                <StoryAside story={story} />
              </Box>
            </Box>
          </Container>
          <StoryQuote testimonial={story.clientTestimonial} />
        </StaticPart>
      </Box>
      <StaticPart>
        <RelatedStories stories={relatedSuccessStories(story)} />
        <ConsultationCallToAction
          title="Facing a similar challenge?"
          text="Every engagement on this page began with a conversation. Tell us about your goals, and a senior partner will come back with how we would approach them."
        />
      </StaticPart>
    </>
  );
}
