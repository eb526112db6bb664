import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_METHOD_CHOICE_LABELS,
  PAYMENT_METHOD_TYPES,
  type PaymentType,
} from '@consult/domain';
import { PaymentTypeIcon } from './PaymentTypeIcon';

const HINTS: Record<PaymentType, string> = {
  'pay by credit card': 'Visa, Mastercard, American Express or Discover.',
  'pay by ach': 'Direct debit from a US checking or savings account.',
  'pay by invoice': 'We send an invoice, due in 30 days, by bank transfer or check.',
};

interface PaymentMethodPickerProps {
  value: PaymentType | '';
  onChange: (type: PaymentType) => void;
  error?: string;
}

/** The three ways to pay (req DOCS-2), as large radio cards: a card, a bank debit, an invoice. */
export function PaymentMethodPicker({ value, onChange, error }: PaymentMethodPickerProps) {
  return (
    <FormControl error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel id="payment-choice-label" sx={{ fontWeight: 600, color: 'text.primary', mb: 1.5 }}>
        How would you like to pay?
      </FormLabel>
      <RadioGroup
        aria-labelledby="payment-choice-label"
        aria-describedby={error ? 'payment-choice-message' : undefined}
        name="paymentType"
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentType)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {PAYMENT_METHOD_TYPES.map((type, index) => {
          const selected = value === type;
          const slug = type.replace(/^pay by /, '').replace(/\W+/g, '-');
          return (
            <Box
              key={type}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                pr: 2,
                minHeight: 44,
                border: 2,
                borderRadius: 1,
                cursor: 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'action.selected' : 'background.paper',
                '&:hover': { borderColor: 'primary.light' },
                '&:focus-within': { outline: 2, outlineColor: 'primary.light', outlineOffset: 2 },
              }}
            >
              <Radio
                value={type}
                id={index === 0 ? 'paymentType' : undefined}
                sx={{ p: 1, mt: -0.5 }}
                slotProps={{
                  input: {
                    'aria-labelledby': `choice-${slug}-label`,
                    'aria-describedby': `choice-${slug}-hint`,
                  },
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <PaymentTypeIcon type={type} color="primary" />
                  <Typography id={`choice-${slug}-label`} component="span" sx={{ fontWeight: 600 }}>
                    {PAYMENT_METHOD_CHOICE_LABELS[type]}
                  </Typography>
                </Box>
                <Typography
                  id={`choice-${slug}-hint`}
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.5 }}
                >
                  {HINTS[type]}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error && (
        <FormHelperText id="payment-choice-message" sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
