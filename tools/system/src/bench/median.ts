/** The middle of `values` once sorted (of an even count, the upper of the two middle ones). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
