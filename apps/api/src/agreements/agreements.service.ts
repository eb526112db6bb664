import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import {
  AGREEMENT_MESSAGES,
  AMENDMENT_MESSAGES,
  MESSAGES,
  agreementProblem,
  isSigningDate,
  sameTermsAsProposed,
  type Agreement as AgreementResponse,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { ConfigService } from '../config/config.service';
import type { JsonOf } from '../common/json-of';
import { AnswerByRows } from '../database/answer-by-rows';
import { PreparedSelect } from '../database/prepared-select';
import { MailOutbox } from '../mail/mail-outbox.service';
import { SessionRows } from '../sessions/session-rows';
import { SigningService, signedColumns, type Signing } from '../signing/signing.service';
import type { User } from '../users/user.entity';
import type { CreateAgreementDto } from './dto/create-agreement.dto';
import {
  agreementKeyOf,
  chainOf,
  chainWhere,
  chainsOf,
  claimInForce,
  nextVersion,
} from './agreement-chain';
import { AgreementLifecycle } from './agreement-lifecycle';
import { amendmentDeclinedMail } from './agreement-mails';
import { AgreementQueriesService, SUMMARY_COLUMNS } from './agreement-queries.service';
import { toAgreementResponse, toAgreementSummary } from './agreement-response';
import {
  agreementDocumentOf,
  clientDataOf,
  newVersionColumns,
  selectionOf,
  selectionOfLine,
} from './agreement-terms';
import { ConsultingAgreement } from './agreement.entity';

/**
 * The clients whose agreements list is kept as built (AnswerByRows): about 7 KB each (the rows and
 * the answer), so a few MB at most.
 */
const LIST_ANSWERS_KEPT = 500;

/**
 * The client's agreements as the portal lists them: each version in force and each proposal
 * awaiting the client, of the agreements they have not deleted, newest first. Read with the
 * session on every visit to the list (SessionRows), or alone (`findOptions`).
 */
export const LIST_ROWS = new SessionRows<ConsultingAgreement>({
  entity: ConsultingAgreement,
  alias: 'agreement',
  select: SUMMARY_COLUMNS,
  owner: 'userId',
  where: { deletedAt: null, status: ['active', 'pending'] },
  order: { createdAt: 'DESC', id: 'DESC' },
});

/**
 * Consulting agreements of the signed-in client: signing a first version, a new version of the one
 * in force, or the firm's proposed amendment exactly as proposed (with the evidence of req
 * RULES-4); declining a proposal; listing, reading and the client's delete. Every query is scoped to the
 * owner, so another client's agreement is 404. Every figure is the server's own
 * (`priceAgreement`); the browser sends choices, never totals. The rules are in
 * docs/contracts-and-money.md; the firm's amendments are AgreementAmendmentsService's.
 */
@Injectable()
export class AgreementsService {
  /** `list`'s query when its rows were not read with the session (its SQL built once). */
  private readonly listQuery = new PreparedSelect((value) =>
    this.agreements
      .createQueryBuilder(LIST_ROWS.query.alias)
      .setFindOptions(LIST_ROWS.findOptions(value(0))),
  );
  private readonly listAnswers = new AnswerByRows(
    (rows: unknown[][]) =>
      this.summariesOf(this.listQuery.entitiesOfValues(rows, (this.listNames ??= this.names()))),
    { max: LIST_ANSWERS_KEPT },
  );
  private listNames: string[] | undefined;

  constructor(
    @InjectRepository(ConsultingAgreement)
    private readonly agreements: Repository<ConsultingAgreement>,
    private readonly queries: AgreementQueriesService,
    private readonly lifecycle: AgreementLifecycle,
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

    const row = this.agreements.create({
      userId: user.id,
      version: 1,
      ...newVersionColumns(target, clientData, services),
      status: 'active',
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
      return toAgreementResponse(saved, signing.consent, await this.queries.historyOf(saved));
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
      await this.lifecycle.versionInForce(manager, inserted, signedAt);
      return inserted;
    });
    return toAgreementResponse(saved, signing.consent, await this.queries.historyOf(saved));
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
      await this.lifecycle.versionInForce(manager, signed, signing.signedAt);
      return repository.findOneByOrFail({ id: proposal.id });
    });
    return toAgreementResponse(saved, signing.consent, await this.queries.historyOf(saved));
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
   * proposal awaiting their signature, if any: as its JSON answer. The client's rows are read every
   * time, and the answer built from the same rows last time is given again (AnswerByRows).
   */
  async listJson(userId: number, rows?: unknown[][]): Promise<JsonOf<AgreementSummary[]>> {
    return this.listAnswers.json(userId, rows ?? (await this.listQuery.getValues(userId)));
  }

  /** The names of the list's columns, in the order of their values in its rows (LIST_ROWS). */
  private names(): string[] {
    return LIST_ROWS.names(this.agreements.manager.connection);
  }

  private summariesOf(rows: ConsultingAgreement[]): AgreementSummary[] {
    return chainsOf(rows)
      .filter(({ current }) => current.status === 'active')
      .sort(
        (a, b) =>
          (b.current.evidence.signedAt?.getTime() ?? 0) -
            (a.current.evidence.signedAt?.getTime() ?? 0) || b.current.id - a.current.id,
      )
      .map(({ current, proposal }) => toAgreementSummary(current, proposal));
  }

  /** Any version of the client's agreement, superseded ones and proposals included. */
  async get(userId: number, id: number): Promise<AgreementResponse> {
    const agreement = await this.findOwned(userId, id);
    return toAgreementResponse(
      agreement,
      agreement.consent ?? null,
      await this.queries.historyOf(agreement),
      await this.queries.pendingProposalOf(agreement),
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
      await this.lifecycle.agreementDeleted(manager, key, now);
    });
    this.outbox.kick();
  }

  /** A version of the client's own agreement that they can still see. */
  private async findVisible(userId: number, id: number): Promise<ConsultingAgreement> {
    const agreement = await this.agreements.findOneBy({ id, userId, deletedAt: IsNull() });
    if (!agreement) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return agreement;
  }
}
