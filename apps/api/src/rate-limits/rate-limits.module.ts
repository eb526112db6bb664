import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CounterStore } from './counter-store';
import { DatabaseCounterStore } from './database-counter-store';
import { RateLimitCounter } from './rate-limit-counter.entity';

/** Rate-limit counters shared by every API instance (in the database). */
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitCounter])],
  providers: [DatabaseCounterStore, { provide: CounterStore, useExisting: DatabaseCounterStore }],
  exports: [CounterStore],
})
export class RateLimitsModule {}
