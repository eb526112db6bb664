import { screen, within } from '@testing-library/react';
import { DEFAULT_FIRM } from '@consult/domain';
import { mockApi } from '../../testing/mock-api';
import { renderInApp } from '../../testing/render-in-app';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  beforeEach(() => mockApi({}));

  it("carries the firm's social profile, e-mail, the main pages and the 2025 copyright line", () => {
    renderInApp(<SiteFooter />, { app: 'portal' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      DEFAULT_FIRM.socialUrl,
    );
    expect(within(footer).getByRole('link', { name: DEFAULT_FIRM.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_FIRM.email}`,
    );
    const pages = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:4200/who-we-are',
      'http://localhost:4200/consulting-services',
      'http://localhost:4200/success-stories',
      'http://localhost:4200/request-consultation',
      'http://localhost:4200/contact',
    ]);
    expect(footer).toHaveTextContent(`© 2025 ${DEFAULT_FIRM.name}. All rights reserved.`);
  });
});
