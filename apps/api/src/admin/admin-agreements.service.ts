import { Injectable } from '@nestjs/common';
import type { Agreement } from '@consult/domain';
import { AgreementAmendmentsService } from '../agreements/agreement-amendments.service';
import { AgreementQueriesService } from '../agreements/agreement-queries.service';
import { toAgreementResponse } from '../agreements/agreement-response';
import { AuditService } from '../audit/audit.service';
import type { AdminActor } from './admin-documents.service';
import type { AmendAgreementDto } from './dto/amend-agreement.dto';

/**
 * The console's amendments of a client's agreement (req RULES-2; docs/contracts-and-money.md):
 * the firm proposes new terms, or withdraws its proposal (AgreementAmendmentsService has the
 * rules). Who did it, and from where, is in the audit log.
 */
@Injectable()
export class AdminAgreementsService {
  constructor(
    private readonly amendments: AgreementAmendmentsService,
    private readonly queries: AgreementQueriesService,
    private readonly audit: AuditService,
  ) {}

  async amend(id: number, request: AmendAgreementDto, actor: AdminActor): Promise<Agreement> {
    const { proposal: saved, inForce } = await this.amendments.propose(id, request);
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
    return toAgreementResponse(saved, inForce.consent ?? null, await this.queries.historyOf(saved));
  }

  /** Withdraws the firm's pending proposal; the version in force stays in force. */
  async withdraw(id: number, actor: AdminActor): Promise<Agreement> {
    const withdrawn = await this.amendments.withdraw(id);
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
      await this.queries.historyOf(withdrawn),
    );
  }
}
