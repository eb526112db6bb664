import { applyHeadTags, headTagsHtml, type HeadTags } from './head-tags';

const story: HeadTags = {
  title: 'A story | Firm',
  meta: [
    { key: 'name', value: 'description', content: 'What the client gained.' },
    { key: 'name', value: 'robots', content: 'noindex' },
    { key: 'property', value: 'og:title', content: 'A story | Firm' },
  ],
  canonical: 'https://firm.example/success-stories/a',
  structuredData: { '@type': 'Article', headline: 'A </script> story' },
};

const contact: HeadTags = {
  title: 'Contact Us | Firm',
  meta: [
    { key: 'name', value: 'description', content: 'Reach us.' },
    { key: 'property', value: 'og:title', content: 'Contact Us | Firm' },
  ],
  canonical: 'https://firm.example/contact',
};

describe('head tags', () => {
  beforeEach(() => {
    // The prerendered page's head: the shell's own tags, then the story's.
    document.head.innerHTML = `<meta charset="utf-8"><meta name="viewport" content="width=device-width">${headTagsHtml(story)}`;
  });

  it('are written for the prerendered head with every value escaped', () => {
    const html = headTagsHtml({ ...contact, title: 'Q&A <1> | "Firm"' });
    expect(html).toContain('<title>Q&amp;A &lt;1&gt; | &quot;Firm&quot;</title>');
    expect(headTagsHtml(story)).toContain('A \\u003c/script> story');
    expect(headTagsHtml(story)).not.toContain('</script> story');
  });

  it('update the prerendered tags in place, without duplicates', () => {
    applyHeadTags(document.head, story);
    expect(document.title).toBe('A story | Firm');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it("take away what the next page has not: robots, structured data; the shell's tags stay", () => {
    applyHeadTags(document.head, contact);
    expect(document.title).toBe('Contact Us | Firm');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Reach us.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://firm.example/contact',
    );
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();

    applyHeadTags(document.head, story);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(
      JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
      ),
    ).toEqual(story.structuredData);
  });
});
