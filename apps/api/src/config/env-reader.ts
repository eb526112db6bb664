import { isAbsolute, resolve } from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** Reads variables and collects every problem, so one start-up lists all of them. */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  problem(message: string): void {
    this.problems.push(message);
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problem(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  number(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(parsed)) {
      this.problem(`${name} must be a number (got "${value}")`);
      return fallback;
    }
    return this.checkBounds(name, parsed, bounds) ? parsed : fallback;
  }

  integer(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value)) {
      this.problem(`${name} must be a whole number (got "${value}")`);
      return fallback;
    }
    const parsed = Number(value);
    return this.checkBounds(name, parsed, bounds) ? parsed : fallback;
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.optional(name)?.toLowerCase();
    if (value === undefined) return undefined;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problem(`${name} must be true or false (got "${value}")`);
    return undefined;
  }

  httpUrl(name: string, fallback: string): string {
    const value = this.optional(name) ?? fallback;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    this.problem(`${name} must be an http(s) URL (got "${value}")`);
    return fallback;
  }

  email(name: string, fallback: string): string {
    const value = this.optional(name) ?? fallback;
    if (/^[^\s@]+@[^\s@]+$/.test(value)) return value;
    this.problem(`${name} must be an e-mail address (got "${value}")`);
    return fallback;
  }

  private checkBounds(
    name: string,
    value: number,
    { min, max }: { min?: number; max?: number },
  ): boolean {
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const range =
        max === undefined
          ? `at least ${min}`
          : min === undefined
            ? `at most ${max}`
            : `between ${min} and ${max}`;
      this.problem(`${name} must be ${range} (got ${value})`);
      return false;
    }
    return true;
  }
}
