import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import {
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
import type { AgreementTermsValues, ServiceFormValues } from './agreement-values';

const dollars = (amount: number) => formatCents(amount * 100);
const fullRow = { gridColumn: '1 / -1' } as const;

interface FeeFieldsProps {
  index: number;
  service: ServiceFormValues;
  readOnly: boolean;
  setFieldValue: FormikHelpers<AgreementTermsValues>['setFieldValue'];
}

/**
 * The fee of a service and its quantities, with the hint of its payment type (spec 001 §9): the
 * hourly rate and the 10-hour package, the monthly tiers, the project range, the success-based
 * down payment and its terms. Fees are per sub-service.
 */
export function FeeFields({ index, service, readOnly, setFieldValue }: FeeFieldsProps) {
  const path = `services.${index}`;
  const set = (field: keyof ServiceFormValues, value: string) =>
    void setFieldValue(`${path}.${field}`, value);

  switch (service.paymentType) {
    case 'hourly': {
      const offer = hourlyPackage(service.name);
      const usingPackage =
        offer !== null &&
        service.fee === String(offer.fee) &&
        service.hours === String(offer.hours);
      return (
        <>
          <DigitsField
            name={`${path}.fee`}
            label="Hourly rate"
            dollars
            helperText={`Standard rate ${dollars(hourlyRate(service.name))} per hour, per sub-service`}
          />
          <DigitsField name={`${path}.hours`} label="Hours" min={1} maxLength={5} />
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
          <DigitsField
            name={`${path}.fee`}
            label="Monthly fee"
            dollars
            helperText={`${MONTHLY_FEE_HINT} per month, per sub-service`}
          />
          <DigitsField name={`${path}.months`} label="Months" min={1} maxLength={3} />
          {!readOnly && (
            <Box
              role="group"
              aria-label="Monthly tiers"
              sx={{ ...fullRow, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {MONTHLY_TIERS.map((tier) => {
                const chosen = service.fee === String(tier.fee);
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
          <DigitsField name={`${path}.fee`} label="Base fee" dollars helperText="Per sub-service" />
          <DigitsField
            name={`${path}.downPayment`}
            label="Down payment"
            dollars
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
        <DigitsField
          name={`${path}.fee`}
          label="Monthly fee (annual)"
          dollars
          helperText="Charged for twelve months"
        />
      );
    case 'project': {
      const range = projectRange(service.name);
      return (
        <DigitsField
          name={`${path}.fee`}
          label="Project fee"
          dollars
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
