import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One rate-limit counter (sign-ins, registrations, consultation requests), shared by every API
 * instance through the database. A counter counts hits in a fixed window that opens at its first
 * hit; once `resetAt` has passed, the next hit starts a new window.
 */
@Entity({ name: 'rate_limit_counters' })
@Index('IDX_rate_limit_counters_resetAt', ['resetAt'])
export class RateLimitCounter {
  /** "<limit>:<hex SHA-256 of the IP or account>": no address or username is stored in clear. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id!: string;

  @Column({ type: 'int' })
  points!: number;

  /** When the window ends, in epoch milliseconds. */
  @Column({ type: 'bigint' })
  resetAt!: string | number;
}
