import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { canonicalText, consultingAgreementDocument } from '@consult/documents';
import {
  ADMIN_MESSAGES,
  AGREEMENT_MESSAGES,
  DEFAULT_FIRM,
  MESSAGES,
  agreementProblem,
  agreementReference,
  isSigningDate,
  priceAgreement,
  type Agreement,
} from '@consult/domain';
import { toAgreementResponse } from '../agreements/agreement-response';
import { ConsultingAgreement } from '../agreements/agreement.entity';
import { AgreementsService, selectionOf } from '../agreements/agreements.service';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/errors/domain-error';
import { User } from '../users/user.entity';
import type { AdminActor } from './admin-documents.service';
import type { AmendAgreementDto } from './dto/amend-agreement.dto';

/**
 * The firm's amendment of a client's agreement (DECISIONS §2): a new version with the firm's
 * terms, `pending` and `amendedByFirm`, that supersedes the one it amends. The client reads it and
 * re-signs it through `POST /api/consulting-agreement` with its id, which writes the next version,
 * `active`. The amended version carries no client signature: `typedSignature` is '', its document
 * shows the client's signature as awaited, and its evidence records only when the firm issued it
 * (who did, and from where, is in the audit log).
 */
@Injectable()
export class AdminAgreementsService {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly versions: AgreementsService,
    private readonly audit: AuditService,
  ) {}

  async amend(id: number, request: AmendAgreementDto, actor: AdminActor): Promise<Agreement> {
    const previous = await this.agreements.findOne({
      where: { id, deletedAt: IsNull() },
      relations: { consent: true },
    });
    if (!previous) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (previous.supersededById !== null || previous.status === 'superseded') {
      throw new DomainError('CONFLICT', AGREEMENT_MESSAGES.superseded);
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
    const owner = await this.users.findOne({
      select: ['id', 'email'],
      where: { id: previous.userId },
    });
    if (!owner) throw new DomainError('NOT_FOUND', MESSAGES.notFound);

    const version = previous.version + 1;
    const { lines, totals } = priceAgreement(services);
    const document = consultingAgreementDocument({
      firm: DEFAULT_FIRM,
      client: {
        companyName: clientData.companyName,
        companyStreet: clientData.companyStreet,
        companyCity: clientData.companyCity,
        companyState: clientData.companyState,
        companyZip: clientData.companyZip,
        companyPhone: clientData.companyPhone,
      },
      signer: { name: clientData.signerName, title: clientData.signerTitle },
      agreementDate: clientData.date,
      services,
      signature: null,
      reference: agreementReference(previous.id),
      version,
    });
    const documentText = canonicalText(document);

    const saved = await this.versions.saveNewVersion(
      this.agreements.create({
        userId: previous.userId,
        version,
        originalId: previous.originalId ?? previous.id,
        previousVersionId: previous.id,
        supersededById: null,
        status: 'pending',
        amendedByFirm: true,
        companyName: clientData.companyName,
        companyStreet: clientData.companyStreet,
        companyCity: clientData.companyCity,
        companyState: clientData.companyState,
        companyZip: clientData.companyZip,
        companyPhone: clientData.companyPhone,
        signerName: clientData.signerName,
        signerTitle: clientData.signerTitle,
        signedDate: clientData.date,
        services: lines,
        totals,
        grandTotalCents: totals.grandTotalCents,
        accountEmail: owner.email,
        typedSignature: '',
        signedAt: issuedAt,
        ipAddress: '',
        userAgent: '',
        documentHash: createHash('sha256').update(documentText, 'utf8').digest('hex'),
        documentText,
        document,
        // The client's disclosure acceptance stays the one in force; they accept again if it changed.
        consentId: previous.consentId,
        createdAt: issuedAt,
      }),
      previous,
    );

    await this.audit.record(actor.request, actor.user, {
      action: 'agreement.amend',
      targetKind: 'agreement',
      targetId: saved.id,
      targetUserId: saved.userId,
      detail: {
        previousVersionId: previous.id,
        version,
        grandTotalCents: totals.grandTotalCents,
        documentHash: saved.documentHash,
      },
    });
    return toAgreementResponse(saved, previous.consent ?? null);
  }
}
