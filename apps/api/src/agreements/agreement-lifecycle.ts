import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConsultingAgreement } from './agreement.entity';

/**
 * What follows, in the agreement's own transaction, when a version comes into force or the client
 * deletes an agreement: its payment method follows (docs/contracts-and-money.md).
 */
export interface AgreementFollower {
  /** A newer version came into force: the method in force carries over to it. */
  versionInForce(manager: EntityManager, inForce: ConsultingAgreement, now: Date): Promise<unknown>;
  /** The client deleted the agreement named `agreementKey`: its method in force ends. */
  agreementDeleted(manager: EntityManager, agreementKey: number, now: Date): Promise<unknown>;
}

/**
 * The payments module depends on this one, not the other way round, so it registers its rules
 * here at start-up (PaymentsModule). Until it has, no agreement changes: the agreement and its
 * payment method could disagree otherwise.
 */
@Injectable()
export class AgreementLifecycle {
  private follower: AgreementFollower | null = null;

  register(follower: AgreementFollower): void {
    this.follower = follower;
  }

  versionInForce(
    manager: EntityManager,
    inForce: ConsultingAgreement,
    now: Date,
  ): Promise<unknown> {
    return this.registered().versionInForce(manager, inForce, now);
  }

  agreementDeleted(manager: EntityManager, agreementKey: number, now: Date): Promise<unknown> {
    return this.registered().agreementDeleted(manager, agreementKey, now);
  }

  private registered(): AgreementFollower {
    if (!this.follower) {
      throw new Error(
        'AgreementLifecycle: no payment rules are registered (import PaymentsModule)',
      );
    }
    return this.follower;
  }
}
