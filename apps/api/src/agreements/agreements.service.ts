import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { canonicalText, consultingAgreementDocument } from '@consult/documents';
import {
  AGREEMENT_MESSAGES,
  DEFAULT_FIRM,
  ESIGN_MESSAGES,
  MESSAGES,
  agreementProblem,
  agreementReference,
  isSigningDate,
  priceAgreement,
  type Agreement as AgreementResponse,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { EsignService } from '../esign/esign.service';
import type { User } from '../users/user.entity';
import type { AgreementServiceDto, CreateAgreementDto } from './dto/create-agreement.dto';
import { toAgreementResponse, toAgreementSummary } from './agreement-response';
import { ConsultingAgreement } from './agreement.entity';

/** The columns a list needs: everything but the document itself. */
const SUMMARY_COLUMNS: (keyof ConsultingAgreement)[] = [
  'id',
  'version',
  'previousVersionId',
  'supersededById',
  'status',
  'amendedByFirm',
  'companyName',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
  'signerName',
  'signerTitle',
  'signedDate',
  'typedSignature',
  'services',
  'totals',
  'signedAt',
  'ipAddress',
  'userAgent',
  'documentHash',
  'createdAt',
];

/**
 * Consulting agreements of the signed-in client: signing a first version or a new version of one
 * (with the evidence of DECISIONS §4), listing, reading and soft-deleting. Every query is scoped
 * to the owner, so another client's agreement is 404. Every figure is the server's own
 * (`priceAgreement`); the browser sends choices, never totals.
 */
@Injectable()
export class AgreementsService {
  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly esign: EsignService,
  ) {}

  async sign(
    user: User,
    request: CreateAgreementDto,
    client: ClientInfo,
  ): Promise<AgreementResponse> {
    const { clientData } = request;
    const services = request.services.map(selectionOf);
    const problem = agreementProblem(clientData, services);
    if (problem) throw new DomainError('BAD_REQUEST', problem);

    const consent = await this.esign.current(user.id);
    if (!consent) throw new DomainError('BAD_REQUEST', ESIGN_MESSAGES.consentRequired);

    const signedAt = new Date();
    if (!isSigningDate(clientData.date, signedAt)) {
      throw new DomainError('BAD_REQUEST', AGREEMENT_MESSAGES.dateNotToday, {
        fields: { 'clientData.date': AGREEMENT_MESSAGES.dateNotToday },
      });
    }

    const previous =
      request.agreementId === undefined
        ? null
        : await this.findReplaceable(user.id, request.agreementId);
    const version = previous ? previous.version + 1 : 1;

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
      signature: request.signature,
      ...(previous ? { reference: agreementReference(previous.id), version } : {}),
    });
    const documentText = canonicalText(document);

    const row = this.agreements.create({
      userId: user.id,
      version,
      originalId: previous ? (previous.originalId ?? previous.id) : null,
      previousVersionId: previous?.id ?? null,
      supersededById: null,
      status: 'active',
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
      accountEmail: user.email,
      typedSignature: request.signature,
      signedAt,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      documentHash: sha256Hex(documentText),
      documentText,
      document,
      consentId: consent.id,
      createdAt: signedAt,
    });
    const saved = previous
      ? await this.saveNewVersion(row, previous)
      : await this.agreements.save(row);
    return toAgreementResponse(saved, consent);
  }

  /** The newest version of each of the client's agreements, newest first. */
  async list(userId: number): Promise<AgreementSummary[]> {
    const agreements = await this.agreements.find({
      select: SUMMARY_COLUMNS,
      where: { userId, deletedAt: IsNull(), supersededById: IsNull() },
      order: { signedAt: 'DESC', id: 'DESC' },
    });
    return agreements.map(toAgreementSummary);
  }

  /** Any version of the client's agreement, superseded ones included, exactly as signed. */
  async get(userId: number, id: number): Promise<AgreementResponse> {
    const agreement = await this.findOwned(userId, id);
    return toAgreementResponse(agreement, agreement.consent ?? null);
  }

  /** The owner's agreement version with its consent; 404 for anyone else's, a deleted or unknown one. */
  async findOwned(userId: number, id: number): Promise<ConsultingAgreement> {
    const agreement = await this.agreements.findOne({
      where: { id, userId, deletedAt: IsNull() },
      relations: { consent: true },
    });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return agreement;
  }

  /**
   * Soft delete of the whole agreement: every version disappears from every list and view and
   * stays in the database. Any version's id names the agreement.
   */
  async delete(userId: number, id: number): Promise<void> {
    const agreement = await this.agreements.findOne({
      select: ['id', 'originalId'],
      where: { id, userId, deletedAt: IsNull() },
    });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    const originalId = agreement.originalId ?? agreement.id;
    await this.agreements.update(
      [
        { userId, id: originalId, deletedAt: IsNull() },
        { userId, originalId, deletedAt: IsNull() },
      ],
      { deletedAt: new Date() },
    );
  }

  /** The version a re-signing replaces: the client's own, not deleted, and still the newest. */
  private async findReplaceable(userId: number, id: number): Promise<ConsultingAgreement> {
    const previous = await this.agreements.findOneBy({ id, userId, deletedAt: IsNull() });
    if (!previous) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    if (previous.supersededById !== null || previous.status === 'superseded') {
      throw new DomainError('CONFLICT', AGREEMENT_MESSAGES.superseded);
    }
    return previous;
  }

  /**
   * Saves a new version and supersedes the one it replaces, in one transaction. Claiming the old
   * row first (a conditional update that locks it) means two re-signings of the same version
   * cannot both succeed: the second finds it superseded and answers 409. Also used by the admin
   * console's amendment (a `pending` version written by the firm).
   */
  saveNewVersion(
    row: ConsultingAgreement,
    previous: ConsultingAgreement,
  ): Promise<ConsultingAgreement> {
    return this.agreements.manager.transaction(async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      const claimed = await repository.update(
        {
          id: previous.id,
          userId: previous.userId,
          status: In(['active', 'pending']),
          supersededById: IsNull(),
          deletedAt: IsNull(),
        },
        { status: 'superseded' },
      );
      if (!claimed.affected) throw new DomainError('CONFLICT', AGREEMENT_MESSAGES.superseded);
      const saved = await repository.save(row);
      await repository.update({ id: previous.id }, { supersededById: saved.id });
      return saved;
    });
  }
}

/**
 * A service as the client chose it, keeping only what its payment type uses: hours for hourly,
 * months for monthly, the down payment for success-based.
 */
export function selectionOf(service: AgreementServiceDto): AgreementServiceSelection {
  const { name, subServices, paymentType, fee } = service;
  return {
    name,
    subServices: [...subServices],
    paymentType,
    fee,
    ...(paymentType === 'hourly' ? { hours: service.hours } : {}),
    ...(paymentType === 'monthly' ? { months: service.months } : {}),
    ...(paymentType === 'success' ? { downPayment: service.downPayment } : {}),
  };
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
