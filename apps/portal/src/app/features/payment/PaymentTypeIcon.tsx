import AccountBalance from '@mui/icons-material/AccountBalance';
import CreditCard from '@mui/icons-material/CreditCard';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { PaymentType } from '@consult/domain';

/** The icon of a payment type: a card, a bank, an invoice. Decorative: the label says it. */
export function PaymentTypeIcon({ type, ...props }: { type: PaymentType } & SvgIconProps) {
  const Icon =
    type === 'pay by credit card'
      ? CreditCard
      : type === 'pay by ach'
        ? AccountBalance
        : ReceiptLong;
  return <Icon aria-hidden {...props} />;
}
