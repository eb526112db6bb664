/** A route's id, or null when it cannot name a record (a positive whole number). */
export function parseRouteId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
    ? Number(raw)
    : null;
}
