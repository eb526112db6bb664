import { Controller, Get } from '@nestjs/common';
import type { PaymentMethodSummary } from '@consult/domain';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { User } from '../users/user.entity';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** The signed-in client's own payment methods. */
  @Get('payment-info')
  list(@CurrentUser() user: User): Promise<PaymentMethodSummary[]> {
    return this.payments.listForUser(user.id);
  }
}
