import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { buildMutualNda } from '@consult/documents';
import {
  DEFAULT_FIRM,
  MESSAGES,
  NDA_MESSAGES,
  isSigningDate,
  utcIsoDate,
  type Nda as NdaResponse,
  type NdaSummary,
} from '@consult/domain';
import type { ClientInfo } from '../common/decorators/client-info.decorator';
import { DomainError } from '../common/errors/domain-error';
import { selectWithEvidence } from '../signing/signature-evidence';
import { SigningService, signedColumns } from '../signing/signing.service';
import type { User } from '../users/user.entity';
import type { CreateNdaDto } from './dto/create-nda.dto';
import { toNdaResponse, toNdaSummary } from './nda-response';
import { Nda } from './nda.entity';

/** The columns a list needs: everything but the document itself. */
const SUMMARY_COLUMNS = selectWithEvidence<Nda>([
  'id',
  'companyName',
  'companyAddress',
  'companyCity',
  'companyState',
  'companyZip',
  'signerName',
  'signerTitle',
  'agreementDate',
  'createdAt',
]);

/** The columns the console's client list and detail need. */
const CONSOLE_COLUMNS = selectWithEvidence<Nda>(
  [
    'id',
    'userId',
    'companyName',
    'signerName',
    'signerTitle',
    'agreementDate',
    'createdAt',
    'deletedAt',
  ],
  { signedAt: true },
);

/**
 * Mutual NDAs of the signed-in client: signing (with the evidence of req RULES-4), listing,
 * reading and soft-deleting. Every query is scoped to the owner, so another client's NDA is 404,
 * except the console's reads (`listForConsole`, `find`).
 */
@Injectable()
export class NdaService {
  constructor(
    @InjectRepository(Nda) private readonly ndas: Repository<Nda>,
    private readonly signing: SigningService,
  ) {}

  /** Signs the NDA through the one signing pipeline: recorded, sealed, stored and delivered. */
  async sign(user: User, request: CreateNdaDto, client: ClientInfo): Promise<NdaResponse> {
    const signing = await this.signing.begin(user.id, client);
    const agreementDate = request.agreementDate ?? utcIsoDate(signing.signedAt);
    if (!isSigningDate(agreementDate, signing.signedAt)) {
      throw new DomainError('BAD_REQUEST', NDA_MESSAGES.agreementDateNotToday, {
        fields: { agreementDate: NDA_MESSAGES.agreementDateNotToday },
      });
    }

    const parties = {
      companyName: request.companyName,
      companyAddress: request.companyAddress,
      companyCity: request.companyCity,
      companyState: request.companyState,
      companyZip: request.companyZip,
    };
    const document = buildMutualNda({
      firm: DEFAULT_FIRM,
      client: parties,
      signer: { name: request.signerName, title: request.signerTitle },
      agreementDate,
      signature: request.signature,
    });
    const nda = await this.signing.complete('nda', (manager) =>
      manager.getRepository(Nda).save(
        manager.getRepository(Nda).create({
          userId: user.id,
          ...parties,
          signerName: request.signerName,
          signerTitle: request.signerTitle,
          agreementDate,
          accountEmail: user.email,
          ...signedColumns(document, request.signature, signing),
          createdAt: signing.signedAt,
        }),
      ),
    );
    return toNdaResponse(nda, signing.consent);
  }

  async list(userId: number): Promise<NdaSummary[]> {
    const ndas = await this.ndas.find({
      select: SUMMARY_COLUMNS,
      where: { userId, deletedAt: IsNull() },
      order: { evidence: { signedAt: 'DESC' }, id: 'DESC' },
    });
    return ndas.map(toNdaSummary);
  }

  async get(userId: number, id: number): Promise<NdaResponse> {
    const nda = await this.findOwned(userId, id);
    return toNdaResponse(nda, nda.consent ?? null);
  }

  /** The owner's NDA with its consent record; 404 for anyone else's, a deleted or an unknown one. */
  async findOwned(userId: number, id: number): Promise<Nda> {
    const nda = await this.ndas.findOne({
      where: { id, userId, deletedAt: IsNull() },
      relations: { consent: true },
    });
    if (!nda) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    return nda;
  }

  /** 404 unless the NDA is the client's own and not deleted (reads no document). */
  async assertOwned(userId: number, id: number): Promise<void> {
    if (!(await this.ndas.existsBy({ id, userId, deletedAt: IsNull() }))) {
      throw new DomainError('NOT_FOUND', MESSAGES.notFound);
    }
  }

  /**
   * Every NDA (or the client's), newest first, without its document: those the client deleted
   * too, since signed records stay with the firm (the console's lists).
   */
  listForConsole(userId?: number): Promise<Nda[]> {
    return this.ndas.find({
      select: CONSOLE_COLUMNS,
      where: userId === undefined ? {} : { userId },
      order: { evidence: { signedAt: 'DESC' }, id: 'DESC' },
    });
  }

  /** Any NDA with its consent record, those the client deleted included; or null. */
  find(id: number): Promise<Nda | null> {
    return this.ndas.findOne({ where: { id }, relations: { consent: true } });
  }

  /** Soft delete: the NDA disappears from every list and view and stays in the database. */
  async delete(userId: number, id: number): Promise<void> {
    const result = await this.ndas.update(
      { id, userId, deletedAt: IsNull() },
      { deletedAt: new Date() },
    );
    if (!result.affected) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  }
}
