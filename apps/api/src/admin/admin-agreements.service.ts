import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  ADMIN_MESSAGES,
  AMENDMENT_MESSAGES,
  MESSAGES,
  agreementProblem,
  isSigningDate,
  type Agreement,
} from '@consult/domain';
import { toAgreementResponse } from '../agreements/agreement-response';
import { ConsultingAgreement, agreementKeyOf } from '../agreements/agreement.entity';
import {
  AgreementsService,
  clientColumns,
  pricedColumns,
  proposalDocumentColumns,
  selectionOf,
} from '../agreements/agreements.service';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import type { AdminActor } from './admin-documents.service';
import type { AmendAgreementDto } from './dto/amend-agreement.dto';

/**
 * The firm's amendment of a client's agreement (DECISIONS §2; docs/contracts-and-money.md): a
 * proposal, a new version with the firm's terms, `pending` and `amendedByFirm`, beside the version
 * in force, which stays in force until the client signs the proposal exactly as proposed (or
 * declines it, or the firm withdraws it). The proposal carries no signature: `typedSignature` is
 * '', `signedAt` null, its document shows the client's signature as awaited; `proposedAt` says
 * when the firm issued it (who did, and from where, is in the audit log). The client is e-mailed.
 */
@Injectable()
export class AdminAgreementsService {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly versions: AgreementsService,
    private readonly audit: AuditService,
  ) {}

  async amend(id: number, request: AmendAgreementDto, actor: AdminActor): Promise<Agreement> {
    const inForce = await this.agreements.findOne({
      where: { id, deletedAt: IsNull() },
      relations: { consent: true },
    });
    if (!inForce) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (inForce.status !== 'active') {
      throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.notInForce);
    }

    const { clientData } = request;
    const services = request.services.map(selectionOf);
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
      originalId: agreementKeyOf(inForce),
      previousVersionId: inForce.id,
      supersededById: null,
      status: 'pending',
      amendedByFirm: true,
      proposedAt: issuedAt,
      ...clientColumns(clientData),
      ...pricedColumns(services),
      // The proposal goes to the account that signed the version in force.
      accountEmail: inForce.accountEmail,
      // The client's disclosure acceptance stays the one in force; they accept again if it changed.
      consentId: inForce.consentId,
      createdAt: issuedAt,
    });
    const saved = await this.versions.propose(inForce, row, (version) => ({
      version,
      ...proposalDocumentColumns({ ...row, version } as ConsultingAgreement, services),
    }));

    await this.audit.record(actor.request, actor.user, {
      action: 'agreement.amend',
      targetKind: 'agreement',
      targetId: saved.id,
      targetUserId: saved.userId,
      detail: {
        previousVersionId: inForce.id,
        version: saved.version,
        grandTotalCents: saved.grandTotalCents,
        documentHash: saved.evidence.documentHash,
      },
    });
    return toAgreementResponse(
      saved,
      inForce.consent ?? null,
      await this.versions.historyOf(saved),
    );
  }

  /** Withdraws the firm's pending proposal; the version in force stays in force. */
  async withdraw(id: number, actor: AdminActor): Promise<Agreement> {
    const withdrawn = await this.versions.withdraw(id);
    await this.audit.record(actor.request, actor.user, {
      action: 'agreement.withdraw',
      targetKind: 'agreement',
      targetId: withdrawn.id,
      targetUserId: withdrawn.userId,
      detail: { version: withdrawn.version },
    });
    return toAgreementResponse(
      withdrawn,
      withdrawn.consent ?? null,
      await this.versions.historyOf(withdrawn),
    );
  }
}
