import { isCurrentLink, MAIN_NAV_LINKS } from './site-links';

describe('isCurrentLink', () => {
  const [services, stories, contact] = MAIN_NAV_LINKS;

  it('marks the link of the page shown and of the pages below it, in its own app only', () => {
    expect(isCurrentLink(contact, 'marketing', '/contact')).toBe(true);
    expect(isCurrentLink(stories, 'marketing', '/success-stories/harbor-freight')).toBe(true);
    expect(isCurrentLink(stories, 'marketing', '/success-stories-old')).toBe(false);
    expect(isCurrentLink(contact, 'portal', '/contact')).toBe(false);
  });

  it('marks Consulting Services on the services overview and every service page', () => {
    expect(isCurrentLink(services, 'marketing', '/consulting-services')).toBe(true);
    expect(isCurrentLink(services, 'marketing', '/services')).toBe(true);
    expect(isCurrentLink(services, 'marketing', '/services/capital-markets/ipo-readiness')).toBe(
      true,
    );
    expect(isCurrentLink(services, 'marketing', '/success-stories')).toBe(false);
  });

  it('marks the home link on the home page only', () => {
    expect(isCurrentLink({ app: 'marketing', to: '/' }, 'marketing', '/')).toBe(true);
    expect(isCurrentLink({ app: 'marketing', to: '/' }, 'marketing', '/contact')).toBe(false);
  });
});
