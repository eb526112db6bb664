import { fireEvent, render, screen } from '@testing-library/react';
import { TESTIMONIALS, type Testimonial } from '@consult/content';
import { TestimonialCard, nameInitials } from './TestimonialCard';

const priya: Testimonial = { ...TESTIMONIALS[0], image: '/testimonials/priya-raman.svg' };

describe('a testimonial card', () => {
  it('shows the client’s portrait: a file of the app’s own, described, sized and loaded lazily', () => {
    render(<TestimonialCard testimonial={priya} />);
    const portrait = screen.getByRole('img', { name: 'Illustrated portrait of Priya Raman' });
    expect(portrait).toHaveAttribute('src', '/testimonials/priya-raman.svg');
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('width', '80');
    expect(portrait).toHaveAttribute('height', '80');
    expect(screen.queryByText('PR')).not.toBeInTheDocument();
  });

  it('falls back to the initials when the portrait fails to load', () => {
    render(<TestimonialCard testimonial={priya} />);
    fireEvent.error(screen.getByRole('img', { name: 'Illustrated portrait of Priya Raman' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('PR')).toBeInTheDocument();
    // The name is beside them: the initials are not read out twice.
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
