/** Business sector options (req SITE-9): shown sorted alphabetically, submitted in lower case. */
const SECTOR_LABELS = [
  'SaaS',
  'Technology',
  'CPG',
  'Healthcare',
  'Energy',
  'Food and Beverage',
  'Transportation',
  'Real Estate',
  'Education',
  'Entertainment',
  'Retail',
  'Manufacturing',
  'Financial Services',
  'Professional Services',
  'Telecommunications',
  'Agriculture',
  'Construction',
  'Hospitality',
  'Media',
  'Non-Profit',
  'Other',
] as const;

export interface SectorOption {
  label: string;
  value: string;
}

export const SECTOR_OPTIONS: readonly SectorOption[] = [...SECTOR_LABELS]
  .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
  .map((label) => ({ label, value: label.toLowerCase() }));

export const SECTOR_VALUES: readonly string[] = SECTOR_OPTIONS.map((option) => option.value);

/** The label for a stored (lower-case) sector value; unknown values are shown as stored. */
export function sectorLabel(value: string | null | undefined): string {
  if (!value) return '';
  return SECTOR_OPTIONS.find((option) => option.value === value.toLowerCase())?.label ?? value;
}
