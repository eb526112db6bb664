import {
  formatLongDate,
  isIsoDate,
  isSigningDate,
  localIsoDate,
  ndaFileName,
  ndaReference,
  sameName,
  utcIsoDate,
} from './nda';

describe('NDA rules', () => {
  it("formats dates as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatLongDate('2025-03-05T23:59:59.000Z')).toBe('March 5, 2025');
    expect(formatLongDate('soon')).toBe('soon');
  });

  it('accepts only real calendar dates written yyyy-MM-dd', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-3-5')).toBe(false);
    expect(isIsoDate('05/03/2025')).toBe(false);
  });

  it('dates a signature within a day of the UTC date (time zones), never more', () => {
    const now = new Date('2025-03-05T12:00:00Z');
    expect(isSigningDate('2025-03-05', now)).toBe(true);
    expect(isSigningDate('2025-03-04', now)).toBe(true);
    expect(isSigningDate('2025-03-06', now)).toBe(true);
    expect(isSigningDate('2025-03-03', now)).toBe(false);
    expect(isSigningDate('2025-03-07', now)).toBe(false);
    expect(isSigningDate('not-a-date', now)).toBe(false);
  });

  it('gives the UTC and the local date of a moment', () => {
    const moment = new Date('2025-03-05T12:00:00Z');
    expect(utcIsoDate(moment)).toBe('2025-03-05');
    expect(localIsoDate(moment)).toMatch(/^2025-03-0[456]$/);
  });

  it('compares names regardless of case and spacing, never matching an empty one', () => {
    expect(sameName('Ada  Lindqvist ', 'ada lindqvist')).toBe(true);
    expect(sameName('José Núñez', 'Jose\u0301 Nu\u0301n\u0303ez')).toBe(true);
    expect(sameName('Ada Lindqvist', 'Ada Lovelace')).toBe(false);
    expect(sameName(' ', ' ')).toBe(false);
  });

  it('names the NDA and its PDF', () => {
    expect(ndaReference(42)).toBe('NDA-000042');
    expect(ndaFileName('Lindqvist Logistics, Inc.', '2025-03-05')).toBe(
      'mutual-nda-lindqvist-logistics-inc-2025-03-05.pdf',
    );
    expect(ndaFileName('Société Générale & Fils', '2025-03-05')).toBe(
      'mutual-nda-societe-generale-fils-2025-03-05.pdf',
    );
    expect(ndaFileName('<script>"', 'x')).toBe('mutual-nda-script-undated.pdf');
    expect(ndaFileName('株式会社', '2025-03-05')).toBe('mutual-nda-client-2025-03-05.pdf');
    expect(ndaFileName('a'.repeat(100), '2025-03-05')).toBe(
      `mutual-nda-${'a'.repeat(60)}-2025-03-05.pdf`,
    );
  });
});
