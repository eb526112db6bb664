import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import {
  AGREEMENT_MESSAGES,
  HOURLY_PACKAGE,
  MONTHLY_FEE_HINT,
  MONTHLY_TIERS,
  formatCents,
  hourlyPackage,
  hourlyRate,
  projectRange,
  successTerms,
} from '@consult/domain';
import { DigitsField } from './DigitsField';
import { MoneyField } from './MoneyField';
import { toSelection, type AgreementTermsValues, type ServiceFormValues } from './agreement-values';

const dollars = (amount: number) => formatCents(amount * 100);
const fullRow = { gridColumn: '1 / -1' } as const;

interface FeeFieldsProps {
  index: number;
  service: ServiceFormValues;
  readOnly: boolean;
  setFieldValue: FormikHelpers<AgreementTermsValues>['setFieldValue'];
}

/**
 * The fee of a service and its quantities, with the hint of its payment type (req DOCS-9): the
 * hourly rate and the 10-hour package, the monthly tiers, the project range, the success-based
 * down payment and its terms. Fees are per sub-service, in whole dollars typed as people write
 * them ("15,000", "$15000.00").
 */
export function FeeFields({ index, service, readOnly, setFieldValue }: FeeFieldsProps) {
  const path = `services.${index}`;
  const set = (field: keyof ServiceFormValues, value: string) =>
    void setFieldValue(`${path}.${field}`, value);
  // The amounts as read from the text, to tell which preset (package, tier) is chosen.
  const typed = toSelection(service);

  switch (service.paymentType) {
    case 'hourly': {
      const offer = hourlyPackage(service.name);
      const usingPackage = offer !== null && typed.fee === offer.fee && typed.hours === offer.hours;
      return (
        <>
          <MoneyField
            name={`${path}.fee`}
            label="Hourly rate"
            helperText={`Standard rate ${dollars(hourlyRate(service.name))} per hour, per sub-service`}
          />
          <DigitsField
            name={`${path}.hours`}
            label="Hours"
            invalidMessage={AGREEMENT_MESSAGES.hours}
            maxLength={5}
          />
          {offer && !readOnly && (
            <Box sx={fullRow}>
              <Button
                variant={usingPackage ? 'contained' : 'outlined'}
                aria-pressed={usingPackage}
                onClick={() => {
                  set('fee', String(offer.fee));
                  set('hours', String(offer.hours));
                }}
              >
                Use the {HOURLY_PACKAGE.hours}-hour package ({dollars(HOURLY_PACKAGE.priceDollars)})
              </Button>
            </Box>
          )}
        </>
      );
    }
    case 'monthly':
      return (
        <>
          <MoneyField
            name={`${path}.fee`}
            label="Monthly fee"
            helperText={`${MONTHLY_FEE_HINT} per month, per sub-service`}
          />
          <DigitsField
            name={`${path}.months`}
            label="Months"
            invalidMessage={AGREEMENT_MESSAGES.months}
            maxLength={3}
          />
          {!readOnly && (
            <Box
              role="group"
              aria-label="Monthly tiers"
              sx={{ ...fullRow, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {MONTHLY_TIERS.map((tier) => {
                const chosen = typed.fee === tier.fee;
                return (
                  <Button
                    key={tier.name}
                    variant={chosen ? 'contained' : 'outlined'}
                    aria-pressed={chosen}
                    onClick={() => set('fee', String(tier.fee))}
                  >
                    {tier.name} {dollars(tier.fee)}
                  </Button>
                );
              })}
            </Box>
          )}
        </>
      );
    case 'success': {
      const terms = successTerms(service.name);
      return (
        <>
          <MoneyField name={`${path}.fee`} label="Base fee" helperText="Per sub-service" />
          <MoneyField
            name={`${path}.downPayment`}
            label="Down payment"
            helperText="25% of the base fee unless agreed otherwise; due at signing"
          />
          {terms && (
            <Typography variant="body2" sx={fullRow}>
              Success-based: the down payment and the base fee, {terms}.
            </Typography>
          )}
        </>
      );
    }
    case 'annual':
      return (
        <MoneyField
          name={`${path}.fee`}
          label="Monthly fee (annual)"
          helperText="Charged for twelve months"
        />
      );
    case 'project': {
      const range = projectRange(service.name);
      return (
        <MoneyField
          name={`${path}.fee`}
          label="Project fee"
          helperText={
            range
              ? `Typical range ${dollars(range.min)} – ${dollars(range.max)}, per sub-service`
              : 'A fixed fee per sub-service'
          }
        />
      );
    }
  }
}
