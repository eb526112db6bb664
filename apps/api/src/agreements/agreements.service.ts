import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { canonicalText, consultingAgreementDocument } from '@consult/documents';
import {
  AGREEMENT_MESSAGES,
  AMENDMENT_MESSAGES,
  DEFAULT_FIRM,
  MESSAGES,
  agreementProblem,
  agreementReference,
  isSigningDate,
  priceAgreement,
  sameTermsAsProposed,
  type Agreement as AgreementResponse,
  type AgreementClientData,
  type AgreementServiceSelection,
  type AgreementSummary,
  type AgreementVersionEntry,
} from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { carryOverPaymentMethod, endPaymentMethod } from '../payments/payment-lifecycle';
import { selectWithEvidence, unsignedEvidence } from '../signing/signature-evidence';
import { SigningService, sha256Hex, signedColumns, type Signing } from '../signing/signing.service';
import type { User } from '../users/user.entity';
import { verifiedAddressOf } from '../users/verified-address';
import type { AgreementServiceDto, CreateAgreementDto } from './dto/create-agreement.dto';
import { amendmentDeclinedMail, amendmentProposedMail } from './agreement-mails';
import { toAgreementResponse, toAgreementSummary } from './agreement-response';
import { ConsultingAgreement, agreementKeyOf } from './agreement.entity';
import { PreparedSelect } from '../database/prepared-select';

/** The columns a list needs: everything but the document itself. */
const SUMMARY_COLUMNS = selectWithEvidence<ConsultingAgreement>([
  'id',
  'version',
  'previousVersionId',
  'supersededById',
  'status',
  'amendedByFirm',
  'originalId',
  'proposedAt',
  'resolvedAt',
  'declineNote',
  'grandTotalCents',
  'companyName',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
  'signerName',
  'signerTitle',
  'signedDate',
  'services',
  'totals',
  'createdAt',
]);

/**
 * Consulting agreements of the signed-in client: signing a first version, a new version of the one
 * in force, or the firm's proposed amendment exactly as proposed (with the evidence of DECISIONS
 * §4); declining a proposal; listing, reading and the client's delete. Every query is scoped to the
 * owner, so another client's agreement is 404. Every figure is the server's own
 * (`priceAgreement`); the browser sends choices, never totals. The rules are in
 * docs/contracts-and-money.md.
 */
@Injectable()
export class AgreementsService {
  /** `list`'s query, on every visit to the portal's agreements (its SQL built once). */
  private readonly listQuery = new PreparedSelect((value) =>
    this.agreements.createQueryBuilder('agreement').setFindOptions({
      select: SUMMARY_COLUMNS,
      where: { userId: value(0), deletedAt: IsNull(), status: In(['active', 'pending']) },
      order: { createdAt: 'DESC', id: 'DESC' },
    }),
  );

  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly signing: SigningService,
    private readonly outbox: MailOutbox,
    private readonly config: ConfigService,
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

    const signing = await this.signing.begin(user.id, client);
    const { signedAt } = signing;
    if (!isSigningDate(clientData.date, signedAt)) {
      throw new DomainError('BAD_REQUEST', AGREEMENT_MESSAGES.dateNotToday, {
        fields: { 'clientData.date': AGREEMENT_MESSAGES.dateNotToday },
      });
    }

    const target =
      request.agreementId === undefined
        ? null
        : await this.findVisible(user.id, request.agreementId);
    if (target?.status === 'pending') {
      return this.signProposal(target, request, services, signing);
    }
    if (target && target.status !== 'active') {
      throw new DomainError(
        'CONFLICT',
        target.status === 'superseded'
          ? AGREEMENT_MESSAGES.superseded
          : AMENDMENT_MESSAGES.notPending,
      );
    }

    const key = target ? agreementKeyOf(target) : null;
    const row = this.agreements.create({
      userId: user.id,
      version: 1,
      originalId: key,
      previousVersionId: target?.id ?? null,
      supersededById: null,
      status: 'active',
      ...clientColumns(clientData),
      ...pricedColumns(services),
      accountEmail: user.email,
      createdAt: signedAt,
    });
    const sign = () =>
      Object.assign(
        row,
        signedColumns(
          agreementDocumentOf(row, services, request.signature),
          request.signature,
          signing,
        ),
      );

    if (!target) {
      const saved = await this.signing.complete('agreement', (manager) =>
        manager.getRepository(ConsultingAgreement).save(sign()),
      );
      return toAgreementResponse(saved, signing.consent, await this.historyOf(saved));
    }
    const saved = await this.signing.complete('agreement', async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      // Claiming the version in force first (a conditional update that locks its row) means two
      // re-signings of the same version cannot both succeed: the second finds it superseded.
      await claimInForce(repository, target);
      if (await repository.existsBy({ ...chainOf(target), status: 'pending' })) {
        throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.pendingExists);
      }
      // The document names its version: built once the number is claimed.
      row.version = await nextVersion(repository, target);
      const inserted = await repository.save(sign());
      await repository.update(
        { id: target.id },
        { status: 'superseded', supersededById: inserted.id },
      );
      await carryOverPaymentMethod(manager, inserted, signedAt);
      return inserted;
    });
    return toAgreementResponse(saved, signing.consent, await this.historyOf(saved));
  }

  /**
   * The client signs the firm's proposal exactly as proposed: that version itself comes into force
   * with the client's evidence (no new version number), the version it amended is superseded, and
   * the payment method in force carries over.
   */
  private async signProposal(
    proposal: ConsultingAgreement,
    request: CreateAgreementDto,
    services: AgreementServiceSelection[],
    signing: Signing,
  ): Promise<AgreementResponse> {
    const proposed = {
      clientData: clientDataOf(proposal),
      services: proposal.services.map(selectionOfLine),
    };
    if (!sameTermsAsProposed(proposed, { clientData: request.clientData, services })) {
      throw new DomainError('BAD_REQUEST', AMENDMENT_MESSAGES.termsDiffer);
    }
    const signed = this.agreements.create({ ...proposal, signedDate: request.clientData.date });
    const columns = signedColumns(
      agreementDocumentOf(signed, proposed.services, request.signature),
      request.signature,
      signing,
    );
    Object.assign(signed, columns);
    const saved = await this.signing.complete('agreement', async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      const claimed = await repository.update(
        { id: proposal.id, status: 'pending', deletedAt: IsNull() },
        { status: 'active', signedDate: signed.signedDate, ...columns },
      );
      if (!claimed.affected) throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.notPending);
      // The version in force: version 1 itself (its id is the key) or a later one.
      const inForce = await repository.findOneBy(
        chainWhere(proposal).map((where) => ({
          ...where,
          status: 'active' as const,
          id: 'id' in where ? where.id : Not(proposal.id),
        })),
      );
      if (inForce) {
        await repository.update(
          { id: inForce.id, status: 'active' },
          { status: 'superseded', supersededById: proposal.id },
        );
      }
      await carryOverPaymentMethod(manager, signed, signing.signedAt);
      return repository.findOneByOrFail({ id: proposal.id });
    });
    return toAgreementResponse(saved, signing.consent, await this.historyOf(saved));
  }

  /**
   * The client declines the firm's proposal: it is marked declined with their note, the firm's
   * inbox hears of it (through the outbox, in the same transaction), and the version signed before
   * stays in force.
   */
  async decline(user: User, id: number, note: string | null): Promise<AgreementResponse> {
    const proposal = await this.findVisible(user.id, id);
    if (proposal.status !== 'pending') {
      throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.notPending);
    }
    const now = new Date();
    await this.agreements.manager.transaction(async (manager) => {
      const claimed = await this.markDeclined(manager, proposal, user, now, note);
      if (!claimed) throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.notPending);
    });
    this.outbox.kick();
    return this.get(user.id, id);
  }

  /**
   * Declines a proposal still pending and queues the e-mail that tells the firm's inbox, in the
   * caller's transaction: by the client (with their note), or by their delete of the agreement.
   * False when it was no longer pending.
   */
  private async markDeclined(
    manager: EntityManager,
    proposal: ConsultingAgreement,
    user: User,
    now: Date,
    note: string | null,
    byDeletion = false,
  ): Promise<boolean> {
    const claimed = await manager
      .getRepository(ConsultingAgreement)
      .update(
        { id: proposal.id, status: 'pending' },
        { status: 'declined', resolvedAt: now, declineNote: note },
      );
    if (!claimed.affected) return false;
    await this.outbox.add(manager, [
      {
        ...amendmentDeclinedMail(
          proposal,
          { email: user.email, verified: user.emailVerifiedAt !== null },
          note,
          this.config.get('appUrls').admin,
          this.config.get('mail').firmInbox,
          byDeletion,
        ),
        topic: { kind: 'agreement.declined', id: proposal.id },
      },
    ]);
    return true;
  }

  /**
   * The version in force of each of the client's agreements, newest first, each with the firm's
   * proposal awaiting their signature, if any.
   */
  async list(userId: number): Promise<AgreementSummary[]> {
    const rows = await this.listQuery.getMany(userId);
    const proposals = new Map(
      rows.filter((row) => row.status === 'pending').map((row) => [agreementKeyOf(row), row]),
    );
    return rows
      .filter((row) => row.status === 'active')
      .sort(
        (a, b) =>
          (b.evidence.signedAt?.getTime() ?? 0) - (a.evidence.signedAt?.getTime() ?? 0) ||
          b.id - a.id,
      )
      .map((row) => toAgreementSummary(row, proposals.get(agreementKeyOf(row)) ?? null));
  }

  /** Any version of the client's agreement, superseded ones and proposals included. */
  async get(userId: number, id: number): Promise<AgreementResponse> {
    const agreement = await this.findOwned(userId, id);
    return toAgreementResponse(
      agreement,
      agreement.consent ?? null,
      await this.historyOf(agreement),
      await this.pendingProposalOf(agreement),
    );
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
   * The client's delete: every version disappears from the client's lists and views and stays with
   * the firm (the console marks it). Its payment method in force ends, and a proposal waiting on
   * it is declined, with an e-mail to the firm's inbox. Any version's id names the agreement.
   */
  async delete(user: User, id: number): Promise<void> {
    const userId = user.id;
    const agreement = await this.agreements.findOne({
      select: ['id', 'originalId'],
      where: { id, userId, deletedAt: IsNull() },
    });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    const key = agreementKeyOf(agreement);
    const now = new Date();
    await this.agreements.manager.transaction(async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      // A proposal waiting on it is declined, and the firm told so (it would wait forever).
      const waiting = await repository.findOneBy({
        userId,
        ...chainOf(agreement),
        status: 'pending',
      });
      if (waiting) await this.markDeclined(manager, waiting, user, now, null, true);
      await repository.update(
        [
          { userId, id: key, deletedAt: IsNull() },
          { userId, originalId: key, deletedAt: IsNull() },
        ],
        { deletedAt: now },
      );
      await endPaymentMethod(manager, key, now);
    });
    this.outbox.kick();
  }

  /** Every version of an agreement, oldest first, for its version history. */
  async historyOf(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>) {
    const versions = await this.agreements.find({
      select: HISTORY_COLUMNS,
      where: chainWhere(agreement),
      order: { version: 'ASC', id: 'ASC' },
    });
    return versions.map(toVersionEntry);
  }

  /** The proposal awaiting the client on this agreement, when `agreement` is the version in force. */
  async pendingProposalOf(agreement: ConsultingAgreement): Promise<ConsultingAgreement | null> {
    if (agreement.status !== 'active') return null;
    return this.agreements.findOne({
      select: SUMMARY_COLUMNS,
      where: { ...chainOf(agreement), status: 'pending' },
    });
  }

  /**
   * The firm proposes an amendment of the version in force: a `pending` version with the next
   * number, written by the firm. Nothing is superseded. Only the version in force can be amended,
   * and only one proposal may wait at a time. The client is e-mailed through the outbox, in the
   * same transaction, when the client has verified their address (issue 17).
   */
  async propose(
    inForce: ConsultingAgreement,
    row: ConsultingAgreement,
    build: (version: number) => Partial<ConsultingAgreement>,
  ): Promise<ConsultingAgreement> {
    const saved = await this.agreements.manager.transaction(async (manager) => {
      const repository = manager.getRepository(ConsultingAgreement);
      await claimInForce(repository, inForce, AMENDMENT_MESSAGES.notInForce);
      if (await repository.existsBy({ ...chainOf(inForce), status: 'pending' })) {
        throw new DomainError('CONFLICT', AMENDMENT_MESSAGES.proposalExists);
      }
      const version = await nextVersion(repository, inForce);
      const inserted = await repository.save(Object.assign(row, build(version)));
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
    return saved;
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

  /** A version of the client's own agreement that they can still see. */
  private async findVisible(userId: number, id: number): Promise<ConsultingAgreement> {
    const agreement = await this.agreements.findOneBy({ id, userId, deletedAt: IsNull() });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return agreement;
  }
}

/** The columns a version history needs. */
const HISTORY_COLUMNS = selectWithEvidence<ConsultingAgreement>(
  ['id', 'version', 'status', 'amendedByFirm', 'proposedAt', 'resolvedAt', 'grandTotalCents'],
  { signedAt: true },
);

/** Every version of the agreement `agreement` belongs to. */
function chainWhere(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>) {
  const key = agreementKeyOf(agreement);
  return [{ id: key }, { originalId: key }];
}

/** The later versions of an agreement (every version but the first names it in `originalId`): proposals are among them. */
function chainOf(agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>) {
  return { originalId: agreementKeyOf(agreement) };
}

/**
 * Locks the version in force for the rest of the transaction (a conditional update of its own
 * status), or answers 409 when it no longer is in force.
 */
async function claimInForce(
  repository: Repository<ConsultingAgreement>,
  inForce: ConsultingAgreement,
  message: string = AGREEMENT_MESSAGES.superseded,
): Promise<void> {
  const claimed = await repository.update(
    { id: inForce.id, status: 'active', supersededById: IsNull(), deletedAt: IsNull() },
    { status: 'active' },
  );
  // MySQL reports 0 affected rows for an update that changes nothing; look again to be sure.
  if (!claimed.affected) {
    const still = await repository.existsBy({
      id: inForce.id,
      status: 'active',
      supersededById: IsNull(),
      deletedAt: IsNull(),
    });
    if (!still) throw new DomainError('CONFLICT', message);
  }
}

/** The next version number of an agreement: one more than any version it has, proposals included. */
async function nextVersion(
  repository: Repository<ConsultingAgreement>,
  agreement: Pick<ConsultingAgreement, 'id' | 'originalId'>,
): Promise<number> {
  const newest = await repository.findOne({
    select: ['id', 'version'],
    where: chainWhere(agreement),
    order: { version: 'DESC' },
  });
  return (newest?.version ?? 0) + 1;
}

export function toVersionEntry(row: ConsultingAgreement): AgreementVersionEntry {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    amendedByFirm: row.amendedByFirm,
    clientSignedAt: row.evidence.signedAt?.toISOString() ?? null,
    proposedAt: row.proposedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    grandTotalCents: row.grandTotalCents,
  };
}

/** The client block of a request, as columns. */
export function clientColumns(clientData: AgreementClientData) {
  return {
    companyName: clientData.companyName,
    companyStreet: clientData.companyStreet,
    companyCity: clientData.companyCity,
    companyState: clientData.companyState,
    companyZip: clientData.companyZip,
    companyPhone: clientData.companyPhone,
    signerName: clientData.signerName,
    signerTitle: clientData.signerTitle,
    signedDate: clientData.date,
  };
}

/** The services with the server's figures, as columns. */
export function pricedColumns(services: AgreementServiceSelection[]) {
  const { lines, totals } = priceAgreement(services);
  return { services: lines, totals, grandTotalCents: totals.grandTotalCents };
}

/**
 * The document of a version as `signature` (the typed name, or null for a proposal) makes it. A
 * version after the first names the agreement's reference and its version number.
 */
export function agreementDocumentOf(
  row: ConsultingAgreement,
  services: AgreementServiceSelection[],
  signature: string | null,
) {
  return consultingAgreementDocument({
    firm: DEFAULT_FIRM,
    client: {
      companyName: row.companyName,
      companyStreet: row.companyStreet,
      companyCity: row.companyCity,
      companyState: row.companyState,
      companyZip: row.companyZip,
      companyPhone: row.companyPhone,
    },
    signer: { name: row.signerName, title: row.signerTitle },
    agreementDate: row.signedDate,
    services,
    signature,
    ...(row.version > 1
      ? { reference: agreementReference(agreementKeyOf(row)), version: row.version }
      : {}),
  });
}

/** The document of a proposal (awaiting the client's signature), its canonical text and hash. */
export function proposalDocumentColumns(
  row: ConsultingAgreement,
  services: AgreementServiceSelection[],
) {
  const document = agreementDocumentOf(row, services, null);
  const documentText = canonicalText(document);
  return { document, documentText, evidence: unsignedEvidence(sha256Hex(documentText)) };
}

function clientDataOf(row: ConsultingAgreement): Omit<AgreementClientData, 'date'> {
  return {
    companyName: row.companyName,
    companyStreet: row.companyStreet,
    companyCity: row.companyCity,
    companyState: row.companyState,
    companyZip: row.companyZip,
    companyPhone: row.companyPhone,
    signerName: row.signerName,
    signerTitle: row.signerTitle,
  };
}

/** A stored service line as the selection it was priced from. */
function selectionOfLine(line: AgreementServiceSelection): AgreementServiceSelection {
  return selectionOf(line as AgreementServiceDto);
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
