import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ESIGN_DISCLOSURE_VERSION } from '@consult/documents';
import { ESIGN_MESSAGES, type EsignConsentStatus } from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { EsignConsent } from './esign-consent.entity';

/** The electronic records disclosure: accepted once per version, before any signature. */
@Injectable()
export class EsignService {
  constructor(
    @InjectRepository(EsignConsent) private readonly consents: Repository<EsignConsent>,
  ) {}

  /** The client's acceptance of the current disclosure, or null. */
  current(userId: number): Promise<EsignConsent | null> {
    return this.consents.findOneBy({ userId, version: ESIGN_DISCLOSURE_VERSION });
  }

  async status(userId: number): Promise<EsignConsentStatus> {
    return toStatus(await this.current(userId));
  }

  /** Records the acceptance; accepting again keeps the first record (its evidence stands). */
  async accept(userId: number, version: string, client: ClientInfo): Promise<EsignConsentStatus> {
    if (version !== ESIGN_DISCLOSURE_VERSION) {
      throw new DomainError('BAD_REQUEST', ESIGN_MESSAGES.versionOutdated, {
        fields: { version: ESIGN_MESSAGES.versionOutdated },
      });
    }
    const existing = await this.current(userId);
    if (existing) return toStatus(existing);
    try {
      const saved = await this.consents.save(
        this.consents.create({ userId, version, acceptedAt: new Date(), ...client }),
      );
      return toStatus(saved);
    } catch (error) {
      // Two acceptances at once: the unique index keeps one; answer it.
      const winner = await this.current(userId);
      if (winner) return toStatus(winner);
      throw error;
    }
  }
}

function toStatus(consent: EsignConsent | null): EsignConsentStatus {
  return {
    accepted: consent !== null,
    version: ESIGN_DISCLOSURE_VERSION,
    acceptedAt: consent ? consent.acceptedAt.toISOString() : null,
  };
}
