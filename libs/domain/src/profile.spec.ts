import fc from 'fast-check';
import { isProfileComplete, websiteHref, type BusinessProfile } from './profile';

const complete: BusinessProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines Ltd',
  title: null,
  sector: 'technology',
  website: null,
  bio: 'We build calculating machines.',
  successStory: null,
  rating: null,
  hasSignedAgreement: false,
};

describe('isProfileComplete', () => {
  it('needs first name, last name, company name, bio and sector, and nothing else', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'companyName', 'bio', 'sector'] as const)(
    'is incomplete without %s, or with only blanks in it',
    (field) => {
      expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
      expect(isProfileComplete({ ...complete, [field]: '   ' })).toBe(false);
    },
  );

  it('is incomplete with no profile at all', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});

describe('websiteHref', () => {
  it('prepends https:// to a website without a scheme', () => {
    expect(websiteHref('example.com')).toBe('https://example.com');
    expect(websiteHref('  example.com/about ')).toBe('https://example.com/about');
  });

  it('keeps an http or https address as it is', () => {
    expect(websiteHref('http://example.com')).toBe('http://example.com');
    expect(websiteHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });

  it('links nothing for an empty website', () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref('   ')).toBeNull();
  });

  it('never produces a link with another scheme, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (typed) => {
        const href = websiteHref(typed);
        if (href !== null) expect(href).toMatch(/^https?:\/\//i);
      }),
    );
    expect(websiteHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});
