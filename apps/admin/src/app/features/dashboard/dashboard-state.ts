import type { DashboardTab, DashboardView } from './dashboard-model';

/**
 * The dashboard's UI state (req DOCS-4): the tab, the view, the expanded card, how many users and
 * documents are shown, and the search text. It lives in the address's search parameters, written
 * with `replace` so it costs no history entries: the browser's Back from a user returns to the
 * very address, and a reload keeps it. The last dashboard address is also kept in session storage
 * for 'Back to Dashboard' (docs/decisions.md, "The console remembers the dashboard").
 */
export interface DashboardState {
  tab: DashboardTab;
  view: DashboardView;
  /** The user whose card is expanded. */
  expanded: number | null;
  /** How many users and documents are shown; null is the view's first page. */
  shownUsers: number | null;
  shownDocuments: number | null;
  search: string;
}

/** The parameters' names, short as they show in the address bar. */
export const DASHBOARD_PARAMS = {
  tab: 'tab',
  view: 'view',
  expanded: 'open',
  shownUsers: 'users',
  shownDocuments: 'docs',
  search: 'q',
} as const;

/** Counts above this are not believed (a hand-edited address): it is more than any page holds. */
const MAX_SHOWN = 10_000;
const SEARCH_MAX = 200;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** Reads the state from the address; what is missing or malformed takes its default. */
export function readDashboardState(params: URLSearchParams): DashboardState {
  const p = DASHBOARD_PARAMS;
  return {
    tab: params.get(p.tab) === 'documents' ? 'documents' : 'users',
    view: params.get(p.view) === 'table' ? 'table' : 'cards',
    expanded: positiveInt(params.get(p.expanded), Number.MAX_SAFE_INTEGER),
    shownUsers: positiveInt(params.get(p.shownUsers), MAX_SHOWN),
    shownDocuments: positiveInt(params.get(p.shownDocuments), MAX_SHOWN),
    search: (params.get(p.search) ?? '').slice(0, SEARCH_MAX),
  };
}

/** Writes a change into the address's parameters; defaults are left out, other parameters kept. */
export function writeDashboardState(
  params: URLSearchParams,
  change: Partial<DashboardState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null || value === '' ? next.delete(name) : next.set(name, value);
  const p = DASHBOARD_PARAMS;
  if ('tab' in change) set(p.tab, change.tab === 'documents' ? 'documents' : null);
  if ('view' in change) set(p.view, change.view === 'table' ? 'table' : null);
  if ('expanded' in change) set(p.expanded, change.expanded ? String(change.expanded) : null);
  if ('shownUsers' in change)
    set(p.shownUsers, change.shownUsers ? String(change.shownUsers) : null);
  if ('shownDocuments' in change)
    set(p.shownDocuments, change.shownDocuments ? String(change.shownDocuments) : null);
  if ('search' in change) set(p.search, change.search ?? null);
  return next;
}

const STORAGE_KEY = 'consult.admin.dashboard';

/** Keeps the dashboard's address ("?tab=documents&q=acme") for 'Back to Dashboard'. */
export function rememberDashboard(search: string): void {
  try {
    if (search && search !== '?') window.sessionStorage.setItem(STORAGE_KEY, search);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private mode, a full quota): Back to Dashboard opens it as new.
  }
}

/** The dashboard's last address in this tab: "/admin-dashboard?tab=documents", or the bare path. */
export function rememberedDashboard(path: string): string {
  try {
    const search = window.sessionStorage.getItem(STORAGE_KEY);
    if (search && search.startsWith('?')) {
      // Only the dashboard's own parameters, in their order, so nothing else rides along.
      const names: string[] = Object.values(DASHBOARD_PARAMS);
      const known = new URLSearchParams();
      for (const [name, value] of new URLSearchParams(search))
        if (names.includes(name) && !known.has(name)) known.set(name, value);
      const query = known.toString();
      return query ? `${path}?${query}` : path;
    }
  } catch {
    // As above.
  }
  return path;
}
