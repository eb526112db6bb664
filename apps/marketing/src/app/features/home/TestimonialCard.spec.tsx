import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { TESTIMONIALS, type Testimonial } from '@consult/content';
import {
  PORTRAIT_FAILED,
  TestimonialCard,
  nameInitials,
  usePortraitFallbacks,
} from './TestimonialCard';

/** The home page's part in a card: it hides a portrait that fails (usePortraitFallbacks). */
function OnHomePage({ children }: { children: ReactNode }) {
  usePortraitFallbacks();
  return children;
}

const priya: Testimonial = { ...TESTIMONIALS[0], image: '/testimonials/priya-raman.svg' };

describe('a testimonial card', () => {
  it('shows the client’s portrait: a file of the app’s own, described, sized and loaded lazily', () => {
    render(<TestimonialCard testimonial={priya} />);
    const portrait = screen.getByRole('img', { name: 'Illustrated portrait of Priya Raman' });
    expect(portrait).toHaveAttribute('src', '/testimonials/priya-raman.svg');
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('width', '80');
    expect(portrait).toHaveAttribute('height', '80');
    expect(portrait).not.toHaveAttribute(PORTRAIT_FAILED);
    // The initials are beneath it, for the time it loads, and hidden from a screen reader: the
    // name is beside them.
    expect(screen.getByText('PR')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the initials when the portrait fails to load', () => {
    render(
      <OnHomePage>
        <TestimonialCard testimonial={priya} />
      </OnHomePage>,
    );
    const portrait = screen.getByRole('img', { name: 'Illustrated portrait of Priya Raman' });
    fireEvent.error(portrait);
    expect(portrait).toHaveAttribute(PORTRAIT_FAILED);
    expect(portrait).not.toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('PR')).toBeVisible();
    expect(screen.getByText('PR')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the initials when there is no portrait', () => {
    render(<TestimonialCard testimonial={{ ...priya, image: undefined }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('PR')).toBeInTheDocument();
  });

  it('takes the initials from the first and last names', () => {
    expect(nameInitials('Daniel Okonkwo')).toBe('DO');
    expect(nameInitials('  Cher ')).toBe('C');
    expect(nameInitials('')).toBe('?');
  });
});
