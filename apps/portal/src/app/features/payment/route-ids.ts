/** A route's or a query's id, or null when it cannot name a record (a positive whole number). */
export function parseRouteId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
