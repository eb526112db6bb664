import { TESTIMONIALS, testimonialRole } from './testimonials';

describe('the testimonials', () => {
  it('are three, each with a name, a role and a quote', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name.trim()).not.toBe('');
      expect(testimonial.content.length).toBeGreaterThan(60);
      expect(testimonialRole(testimonial)).toMatch(/^.+, .+$/);
    }
  });

  it('each have a portrait of the app’s own: no hot-linked pictures', () => {
    for (const { image } of TESTIMONIALS) {
      expect(image).toMatch(/^\/testimonials\/[a-z-]+\.svg$/);
    }
  });

  it('name the role as title and company', () => {
    expect(testimonialRole(TESTIMONIALS[0])).toBe('Chief Financial Officer, Lumen Health Partners');
  });
});
