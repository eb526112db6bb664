import { ADMIN_TOASTS } from '@consult/domain';

/**
 * The console's words (req DOCS-2, DOCS-8). The toasts the spec lists are `ADMIN_TOASTS` of
 * `@consult/domain`; these are the screens, empty states and the toasts the spec leaves open.
 */
export const ADMIN_TEXT = {
  errorTitle: 'Error',
  dashboardTitle: 'Admin Dashboard',
  searchPlaceholder: 'Search users or documents...',
  usersTab: 'Users & Companies',
  documentsTab: 'All Documents',
  loadingUsers: 'Loading users',
  usersError: 'Error loading users',
  noCompany: 'No Company',
  /** The client has not followed the link mailed to their address (issue 17). */
  emailNotVerified: 'Email not verified',
  noUsers: 'No users yet',
  noUsersMatch: (query: string) => `No users match “${query}”`,
  noDocuments: 'No documents yet',
  noDocumentsMatch: (query: string) => `No documents match “${query}”`,
  showMoreUsers: 'Show More Users',
  showMoreDocuments: 'Show More Documents',
  viewCompleteProfile: 'View Complete Profile',
  viewDetails: 'View Details',

  userDetails: 'User Details',
  backToDashboard: 'Back to Dashboard',
  userNotFound: 'User not found',
  userError: (reason: string) => `Error loading user: ${reason}`,
  noAgreements: 'No agreements found',
  noPayments: 'No payment methods found',
  noNdas: 'No NDAs found',
  servicesInvalid: 'Invalid service data format',
  servicesUnparsable:
    'Error parsing service data. Please update the service information for this user.',
  servicesEmpty: 'No detailed service information available',

  shareLinkCopied: 'Share link copied',
  copyLinkFailed: 'The link could not be copied. Please copy it from the address bar.',
  downloadNdaFailed: 'Failed to download document',
  amendmentSaved: 'Proposal sent to the client for signature',
  amendmentSavedDetail:
    'The client is e-mailed a link to review and sign it. The version in force stays in force until the client signs.',
  amendmentFailed: 'Failed to save agreement',
  documentError: (name: string) => `Error Loading ${name}`,
  documentMissing: 'This document does not exist, or it has been deleted.',
  auditLogTitle: 'Audit Log',
  auditLogError: 'Error loading the audit log',
  auditLogEmpty: 'No admin actions recorded yet',
  auditLogNoMatch: 'No entries match these filters',
} as const;

export { ADMIN_TOASTS };
