import { SECTOR_OPTIONS, SECTOR_VALUES, sectorLabel } from './sectors';

describe('sectors', () => {
  it('offers the 21 sectors of the spec, sorted alphabetically', () => {
    const labels = SECTOR_OPTIONS.map((option) => option.label);
    expect(labels).toHaveLength(21);
    expect(labels[0]).toBe('Agriculture');
    expect(labels.at(-1)).toBe('Transportation');
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
      labels,
    );
  });

  it('submits every sector in lower case', () => {
    for (const option of SECTOR_OPTIONS) expect(option.value).toBe(option.label.toLowerCase());
    expect(SECTOR_VALUES).toContain('food and beverage');
    expect(SECTOR_VALUES).toContain('saas');
  });

  it('shows a stored value with its label, and an unknown one as stored', () => {
    expect(sectorLabel('saas')).toBe('SaaS');
    expect(sectorLabel('NON-PROFIT')).toBe('Non-Profit');
    expect(sectorLabel('aerospace')).toBe('aerospace');
    expect(sectorLabel(null)).toBe('');
  });
});
