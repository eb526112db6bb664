/**
 * The firm's details. CONFIGURATION: these are fictional defaults; the API reads overrides from
 * the environment (FIRM_NAME, FIRM_EMAIL, ...) and the apps from their build configuration.
 */
export interface FirmDetails {
  name: string;
  tagline: string;
  founderName: string;
  founderTitle: string;
  email: string;
  phone: string;
  website: string;
  socialUrl: string;
  address: string;
}

export const DEFAULT_FIRM: FirmDetails = {
  name: 'Northbridge Advisory Group',
  tagline: 'Modern Solutions, Classic Service',
  founderName: 'Eleanor Whitfield',
  founderTitle: 'Founder & Chief Executive Officer',
  email: 'hello@northbridge-advisory.example',
  phone: '+1 (555) 014-2290',
  website: 'https://northbridge-advisory.example',
  socialUrl: 'https://www.linkedin.com/company/northbridge-advisory-example',
  address: '200 Harbor Street, Suite 1400, Boston, MA 02110',
};

export const COPYRIGHT_YEAR = 2025;
