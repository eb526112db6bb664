import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { METHOD_IN_FORCE } from './payment-lifecycle';
import { PaymentMethod } from './payment-method.entity';

/** What a payment method shows staff: masked. The encrypted bank numbers are never read. */
const CONSOLE_COLUMNS: (keyof PaymentMethod)[] = [
  'id',
  'userId',
  'consultingAgreementId',
  'paymentType',
  'isMonthly',
  'amountCents',
  'billingCompanyName',
  'billingContact',
  'billingEmail',
  'cardBrand',
  'cardLast4',
  'accountNumberLast4',
  'createdAt',
  'status',
  'statusChangedAt',
  'needsConfirmation',
];

/** The payment methods other modules read: the console's, whoever owns them, and the profile's flag. */
@Injectable()
export class PaymentQueriesService {
  constructor(
    @InjectRepository(PaymentMethod) private readonly methods: Repository<PaymentMethod>,
  ) {}

  /**
   * Every payment method (or the client's), newest first, with only the masked columns: those
   * replaced, ended or deleted by the client too.
   */
  listForConsole(userId?: number): Promise<PaymentMethod[]> {
    return this.methods.find({
      select: CONSOLE_COLUMNS,
      where: userId === undefined ? {} : { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Any payment method: in force, replaced, ended, or deleted by the client; or null. */
  find(id: number): Promise<PaymentMethod | null> {
    return this.methods.findOneBy({ id });
  }

  /** Whether the client has a payment method in force; in the caller's transaction. */
  hasMethodInForce(manager: EntityManager, userId: number): Promise<boolean> {
    return manager.getRepository(PaymentMethod).existsBy({ userId, ...METHOD_IN_FORCE });
  }
}
