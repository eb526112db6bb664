import { Injectable } from '@nestjs/common';
import type { PaymentMethodSummary } from '@consult/domain';

/** Payment methods (spec 001 §3). Until they are built (a later issue), every client has none. */
@Injectable()
export class PaymentsService {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- becomes an owned query (WHERE userId) with payment methods
  async listForUser(userId: number): Promise<PaymentMethodSummary[]> {
    return [];
  }
}
