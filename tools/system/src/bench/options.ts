// The benches' command-line options: `--name value` numbers and `--flag` switches.
const argv = process.argv.slice(2);

/** The number after `--name`, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(argv[index + 1]);
}

export function flag(name: string): boolean {
  return argv.includes(`--${name}`);
}

/** The arguments that are paths (start with a slash). */
export function paths(): string[] {
  return argv.filter((arg) => arg.startsWith('/'));
}
