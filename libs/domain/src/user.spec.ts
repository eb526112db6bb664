import fc from 'fast-check';
import { userInitials } from './user';

describe('userInitials', () => {
  it('joins the first letters of first and last name, upper-cased', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(userInitials({ firstName: '  Grace ', lastName: ' Hopper' })).toBe('GH');
  });

  it("answers '?' when either name is missing or blank", () => {
    expect(userInitials(null)).toBe('?');
    expect(userInitials(undefined)).toBe('?');
    expect(userInitials({ firstName: 'Ada', lastName: '' })).toBe('?');
    expect(userInitials({ firstName: '   ', lastName: 'Lovelace' })).toBe('?');
  });

  it('is always two characters or a single question mark', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (firstName, lastName) => {
        const initials = userInitials({ firstName, lastName });
        const complete = firstName.trim().length > 0 && lastName.trim().length > 0;
        expect(initials === '?').toBe(!complete);
        if (complete) expect(initials).toBe(initials.toUpperCase());
      }),
    );
  });
});
