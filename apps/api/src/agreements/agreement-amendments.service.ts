import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  ADMIN_MESSAGES,
  AMENDMENT_MESSAGES,
  MESSAGES,
  agreementProblem,
  isSigningDate,
  type AgreementClientData,
} from '@consult/domain';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { verifiedAddressOf } from '../users/verified-address';
import type { AgreementServiceDto } from './dto/create-agreement.dto';
import { chainOf, claimInForce, nextVersion } from './agreement-chain';
import { amendmentProposedMail } from './agreement-mails';
import { newVersionColumns, proposalDocumentColumns, selectionOf } from './agreement-terms';
import { ConsultingAgreement } from './agreement.entity';

/** The terms the firm proposes: the client block and the services, as the client's form has them. */
export interface ProposedTerms {
  clientData: AgreementClientData;
  services: AgreementServiceDto[];
}

/**
 * The firm's amendment of a client's agreement (req RULES-2; docs/contracts-and-money.md): a
 * proposal, a new version with the firm's terms, `pending` and `amendedByFirm`, beside the version
 * in force, which stays in force until the client signs the proposal exactly as proposed (or
 * declines it, or the firm withdraws it). The proposal carries no signature: `typedSignature` is
 * '', `signedAt` null, its document shows the client's signature as awaited; `proposedAt` says
 * when the firm issued it. The client is e-mailed.
 */
@Injectable()
export class AgreementAmendmentsService {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly outbox: MailOutbox,
    private readonly config: ConfigService,
  ) {}

  /**
   * Proposes new terms for the version in force `id` (404 unknown or deleted, 409 not in force,
   * 400 for terms the client could not sign either): a `pending` version with the next number.
   * Nothing is superseded. Only one proposal may wait at a time. The client is e-mailed through
   * the outbox, in the same transaction, when the client has verified their address (issue 17).
   */
  async propose(
    id: number,
    terms: ProposedTerms,
  ): Promise<{ proposal: ConsultingAgreement; inForce: ConsultingAgreement }> {
    const inForce = await this.agreements.findOne({
      where: { id, deletedAt: IsNull() },
      relations: { consent: true },
    });
    if (!inForce) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (inForce.status !== 'active') {
      throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.notInForce);
    }

    const { clientData } = terms;
    const services = terms.services.map(selectionOf);
    const problem = agreementProblem(clientData, services);
    if (problem) throw new DomainError('BAD_REQUEST', problem);
    const issuedAt = new Date();
    if (!isSigningDate(clientData.date, issuedAt)) {
      throw new DomainError('BAD_REQUEST', ADMIN_MESSAGES.amendmentDate, {
        fields: { 'clientData.date': ADMIN_MESSAGES.amendmentDate },
      });
    }

    const row = this.agreements.create({
      userId: inForce.userId,
      ...newVersionColumns(inForce, clientData, services),
      status: 'pending',
      amendedByFirm: true,
      proposedAt: issuedAt,
      // The proposal goes to the account that signed the version in force.
      accountEmail: inForce.accountEmail,
      // The client's disclosure acceptance stays the one in force; they accept again if it changed.
      consentId: inForce.consentId,
      createdAt: issuedAt,
    });
    const proposal = await this.agreements.manager.transaction(async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      await claimInForce(repository, inForce, AMENDMENT_MESSAGES.notInForce);
      if (await repository.existsBy({ ...chainOf(inForce), status: 'pending' })) {
        throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.proposalExists);
      }
      const version = await nextVersion(repository, inForce);
      const inserted = await repository.save(
        Object.assign(row, {
          version,
          ...proposalDocumentColumns({ ...row, version } as ConsultingAgreement, services),
        }),
      );
      // Only to an address the client has verified (issue 17); the portal shows the proposal anyway.
      const clientAddress = await verifiedAddressOf(manager, inserted.userId);
      if (clientAddress) {
        await this.outbox.add(manager, [
          {
            ...amendmentProposedMail(
              inserted,
              clientAddress,
              this.config.get('appUrls').portal,
              this.config.get('mail').firmInbox,
            ),
            topic: { kind: 'agreement.proposed', id: inserted.id },
          },
        ]);
      }
      return inserted;
    });
    this.outbox.kick();
    return { proposal, inForce };
  }

  /** The firm withdraws its proposal; the version in force stays in force. */
  async withdraw(id: number): Promise<ConsultingAgreement> {
    const now = new Date();
    const claimed = await this.agreements.update(
      { id, status: 'pending' },
      { status: 'withdrawn', resolvedAt: now },
    );
    if (!claimed.affected) {
      const exists = await this.agreements.existsBy({ id });
      throw exists
        ? new DomainError('CONFLICT', AMENDMENT_MESSAGES.notPending)
        : new DomainError('NOT_FOUND', MESSAGES.notFound);
    }
    return this.agreements.findOneOrFail({ where: { id }, relations: { consent: true } });
  }
}
