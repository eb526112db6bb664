import type { AdminDocumentEntry, AdminDocumentKind, AdminUserListItem } from '@consult/domain';

/**
 * The dashboard's rules (req DOCS-2, DOCS-4, DOCS-9): what the search finds, the documents list, and how
 * many cards or rows are shown before 'Show More'.
 */

export type DashboardTab = 'users' | 'documents';
export type DashboardView = 'cards' | 'table';

/**
 * Page sizes. The spec leaves the first count open: ten cards or rows on a desktop, three cards on
 * a phone (a phone screen holds about three). 'Show More' adds 10 cards on a desktop and 3 on a
 * phone, and 10 rows in the table views (req DOCS-9). The same counts serve users and documents.
 */
export const DASHBOARD_PAGE_SIZES = {
  cards: { desktop: { initial: 10, step: 10 }, phone: { initial: 3, step: 3 } },
  table: { initial: 10, step: 10 },
} as const;

function sizes(view: DashboardView, phone: boolean) {
  if (view === 'table') return DASHBOARD_PAGE_SIZES.table;
  return phone ? DASHBOARD_PAGE_SIZES.cards.phone : DASHBOARD_PAGE_SIZES.cards.desktop;
}

/** How many are shown before 'Show More'. */
export function initialCount(view: DashboardView, phone: boolean): number {
  return sizes(view, phone).initial;
}

/** How many more each 'Show More' reveals. */
export function showMoreStep(view: DashboardView, phone: boolean): number {
  return sizes(view, phone).step;
}

/** Search text as compared: trimmed, lower-cased, inner white space collapsed. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

const contains = (text: string | null | undefined, query: string) =>
  (text ?? '').replace(/\s+/g, ' ').toLowerCase().includes(query);

export function fullName(user: Pick<AdminUserListItem, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** A user matches by name (first, last or both), e-mail or company. */
export function userMatches(user: AdminUserListItem, query: string): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  return [fullName(user), user.email, user.companyName].some((text) => contains(text, q));
}

export function filterUsers(users: AdminUserListItem[], query: string): AdminUserListItem[] {
  return users.filter((user) => userMatches(user, query));
}

/** Other words an admin may type for a kind of document ("invoice" finds payment invoices). */
const KIND_WORDS: Record<AdminDocumentKind, string> = {
  nda: 'mutual nda non-disclosure agreement',
  agreement: 'consulting services agreement',
  payment: 'payment invoice',
};

/** A document matches by its type (its name, kind or reference), its client or its company. */
export function documentMatches(entry: AdminDocumentEntry, query: string): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  return [
    entry.name,
    KIND_WORDS[entry.kind],
    entry.reference,
    entry.userName,
    entry.companyName,
  ].some((text) => contains(text, q));
}

export function filterDocuments(
  documents: AdminDocumentEntry[],
  query: string,
): AdminDocumentEntry[] {
  return documents.filter((entry) => documentMatches(entry, query));
}

const newestFirst = (a: AdminDocumentEntry, b: AdminDocumentEntry) =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** Every client's documents, newest first (the 'All Documents' tab). */
export function allDocuments(users: AdminUserListItem[]): AdminDocumentEntry[] {
  return users.flatMap((user) => user.documents ?? []).sort(newestFirst);
}

/** A user's newest document of a kind: the one the card's tile opens. */
export function newestOfKind(
  user: Pick<AdminUserListItem, 'documents'>,
  kind: AdminDocumentKind,
): AdminDocumentEntry | undefined {
  return (user.documents ?? []).filter((entry) => entry.kind === kind).sort(newestFirst)[0];
}

/** The badges of a user (req DOCS-2), in the spec's order; only those that apply. */
export type BadgeFlags = Pick<
  AdminUserListItem,
  'hasSignedNda' | 'hasSignedAgreement' | 'hasPaymentMethod' | 'isAdmin'
>;

export function userBadges(user: BadgeFlags): string[] {
  return [
    user.hasSignedNda && 'NDA Signed',
    user.hasSignedAgreement && 'Agreement Signed',
    user.hasPaymentMethod && 'Payment Method',
    user.isAdmin && 'Admin',
  ].filter((badge): badge is string => Boolean(badge));
}
