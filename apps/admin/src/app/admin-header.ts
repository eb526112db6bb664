import type { SiteHeaderProps } from '@consult/ui';

/** The shared header as the admin console shows it: 'Admin Dashboard' on phones (req DOCS-2), an Admin label on desktop. */
export const ADMIN_HEADER: SiteHeaderProps = { mobileTitle: 'Admin Dashboard', section: 'Admin' };
