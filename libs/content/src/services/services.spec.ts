import { SERVICE_CATALOGUE, SERVICE_SLUGS, findService } from '@consult/domain';
import {
  SERVICE_CARDS,
  SERVICE_CARD_ORDER,
  SERVICE_CONTENT,
  subServiceContent,
  type ContentPoint,
  type SubServiceContent,
} from './index';

/** Every piece of text of a sub-service's copy, in order. */
function subServiceTexts(copy: SubServiceContent): string[] {
  return [
    copy.summary,
    ...copy.whatItIs,
    ...copy.deliverables,
    ...copy.engagement.flatMap(pointTexts),
    copy.duration,
    ...copy.audience,
    copy.callToAction,
  ];
}

function pointTexts(point: ContentPoint): string[] {
  return [point.title, point.text];
}

/** Every text of the services' copy, labelled by where it is, for the checks that span them all. */
function allTexts(): Array<[where: string, text: string]> {
  return SERVICE_CATALOGUE.flatMap((service) => {
    const copy = SERVICE_CONTENT[service.slug];
    const own: string[] = [
      copy.cardDescription,
      copy.headline,
      ...copy.intro,
      ...copy.benefits.flatMap(pointTexts),
      ...copy.approach.flatMap(pointTexts),
      copy.callToAction,
    ];
    return [
      ...own.map((text): [string, string] => [service.slug, text]),
      ...service.subServices.flatMap((sub) =>
        subServiceTexts(SERVICE_CONTENT[service.slug].subServices[sub.slug]).map(
          (text): [string, string] => [`${service.slug}/${sub.slug}`, text],
        ),
      ),
    ];
  });
}

describe('the services copy', () => {
  it('covers every service of the catalogue, under its own slug', () => {
    expect(Object.keys(SERVICE_CONTENT).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const slug of SERVICE_SLUGS) expect(SERVICE_CONTENT[slug].slug).toBe(slug);
  });

  it('has copy for exactly the sub-services of the catalogue, no more and no fewer', () => {
    for (const service of SERVICE_CATALOGUE) {
      expect(Object.keys(SERVICE_CONTENT[service.slug].subServices).sort()).toEqual(
        service.subServices.map((sub) => sub.slug).sort(),
      );
      for (const sub of service.subServices) {
        expect(subServiceContent(service.slug, sub)).toBeDefined();
      }
    }
  });

  it('gives each service a full page: intro, benefits, approach and a call to action', () => {
    for (const slug of SERVICE_SLUGS) {
      const copy = SERVICE_CONTENT[slug];
      expect(copy.intro.length).toBeGreaterThanOrEqual(1);
      expect(copy.benefits.length).toBeGreaterThanOrEqual(3);
      expect(copy.approach.length).toBeGreaterThanOrEqual(3);
      expect(copy.cardDescription.length).toBeGreaterThan(120);
    }
  });

  it('gives each sub-service what it is, what is delivered, how it runs, who it is for and a call to action', () => {
    for (const service of SERVICE_CATALOGUE) {
      for (const sub of service.subServices) {
        const copy = SERVICE_CONTENT[service.slug].subServices[sub.slug];
        expect(copy.whatItIs.length).toBeGreaterThanOrEqual(1);
        expect(copy.deliverables.length).toBeGreaterThanOrEqual(4);
        expect(copy.engagement.length).toBeGreaterThanOrEqual(3);
        expect(copy.audience.length).toBeGreaterThanOrEqual(2);
        expect(copy.duration).toMatch(/\d/);
        expect(copy.callToAction.length).toBeGreaterThan(20);
      }
    }
  });

  it('leaves no field empty, untrimmed or a placeholder', () => {
    for (const [where, text] of allTexts()) {
      expect({ where, text: text.trim() }).toEqual({ where, text });
      expect({ where, empty: text.length === 0 }).toEqual({ where, empty: false });
      expect({ where, text }).not.toEqual({
        where,
        text: expect.stringMatching(/lorem|ipsum|TODO|TBD|\bxxx\b|\{\{/i),
      });
    }
  });

  it('does not repeat a sentence anywhere, so no page reads as filler', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [where, text] of allTexts()) {
      // Short labels ("Discovery", "4 to 6 weeks") may recur; longer texts must be unique.
      if (text.length < 40) continue;
      const earlier = seen.get(text);
      if (earlier) repeats.push(`${earlier} and ${where}: ${text}`);
      else seen.set(text, where);
    }
    expect(repeats).toEqual([]);
  });

  it('keeps the lines used as meta descriptions within 160 characters', () => {
    for (const service of SERVICE_CATALOGUE) {
      const copy = SERVICE_CONTENT[service.slug];
      expect({ slug: service.slug, length: copy.headline.length <= 160 }).toEqual({
        slug: service.slug,
        length: true,
      });
      for (const sub of service.subServices) {
        const summary = copy.subServices[sub.slug].summary;
        expect({ slug: sub.slug, length: summary.length <= 160 }).toEqual({
          slug: sub.slug,
          length: true,
        });
      }
    }
  });

  it('gives each service its own icon', () => {
    const icons = SERVICE_SLUGS.map((slug) => SERVICE_CONTENT[slug].icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('shows the six cards in the home page order, named from the catalogue and linked to their pages', () => {
    expect(SERVICE_CARDS.map((card) => [card.name, card.path])).toEqual([
      ['Business Strategy & Growth', '/services/business-strategy'],
      ['Go-to-Market Strategy', '/services/go-to-market'],
      ['Capital Markets Advisory', '/services/capital-markets'],
      ['Corporate Advisory', '/services/corporate-advisory'],
      ['Marketing & Branding', '/services/marketing'],
      ['Digital Solutions', '/services/digital-solutions'],
    ]);
    expect([...SERVICE_CARD_ORDER].sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const card of SERVICE_CARDS) {
      expect(card.name).toBe(findService(card.slug)?.name);
      expect(card.description).toBe(SERVICE_CONTENT[card.slug].cardDescription);
    }
  });

  it('finds a sub-service by slug, and nothing for an unknown or inherited key', () => {
    expect(subServiceContent('capital-markets', 'capital-raising')?.summary).toMatch(/raise/i);
    expect(subServiceContent('capital-markets', 'strategic-analysis')).toBeUndefined();
    expect(subServiceContent('marketing', 'constructor')).toBeUndefined();
    expect(subServiceContent('marketing', 'toString')).toBeUndefined();
  });
});
