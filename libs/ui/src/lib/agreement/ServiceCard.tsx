import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { FormikHelpers } from 'formik';
import { feeTerms } from '@consult/documents';
import {
  PAYMENT_TYPE_LABELS,
  findServiceByName,
  formatCents,
  paymentTypesFor,
  serviceSubtotalCents,
  switchPaymentType,
  type AgreementPaymentType,
} from '@consult/domain';
import { TOUCH_TARGET_PX } from '../theme/theme';
import { FeeFields } from './FeeFields';
import {
  pricedSelection,
  serviceFormValues,
  toSelection,
  type AgreementTermsValues,
  type ServiceFormValues,
} from './agreement-values';

const checkboxSx = { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } as const;

/**
 * One catalogue service in the agreement form: ticked or not, its sub-services, how it is paid
 * and its fee, with its subtotal as the client types (req DOCS-2, DOCS-9).
 */
interface ServiceCardProps {
  index: number;
  service: ServiceFormValues;
  readOnly: boolean;
  setFieldValue: FormikHelpers<AgreementTermsValues>['setFieldValue'];
}

// Memoised: typing in one field re-renders only the card whose values changed.
export const ServiceCard = memo(function ServiceCard({
  index,
  service,
  readOnly,
  setFieldValue,
}: ServiceCardProps) {
  const catalogue = findServiceByName(service.name);
  const path = `services.${index}`;
  const headingId = `service-${index}-name`;
  const priced = pricedSelection(service);
  const subtotal = serviceSubtotalCents(priced);

  const setService = (next: ServiceFormValues) => void setFieldValue(path, next);

  const toggleSubService = (name: string, checked: boolean) => {
    const order = catalogue?.subServices.map((sub) => sub.name) ?? [];
    const chosen = new Set(service.subServices);
    if (checked) chosen.add(name);
    else chosen.delete(name);
    void setFieldValue(
      `${path}.subServices`,
      order.filter((sub) => chosen.has(sub)),
    );
  };

  const changePaymentType = (paymentType: AgreementPaymentType) => {
    const switched = switchPaymentType(toSelection(service), paymentType);
    setService(serviceFormValues(switched, service.selected));
  };

  return (
    <Paper
      role="group"
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        border: 1,
        borderColor: service.selected ? 'primary.main' : 'divider',
        p: { xs: 1.5, sm: 2.5 },
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: { xs: 0.5, sm: 2 },
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={service.selected}
              onChange={(event) => void setFieldValue(`${path}.selected`, event.target.checked)}
              sx={checkboxSx}
              slotProps={{ input: { 'aria-labelledby': headingId } }}
            />
          }
          label={
            <Typography id={headingId} component="span" variant="h6" sx={{ fontSize: 18 }}>
              {service.name}
            </Typography>
          }
          sx={{ mr: 0, minHeight: TOUCH_TARGET_PX }}
        />
        {service.selected && (
          <Typography sx={{ fontWeight: 700, pl: { xs: 1.5, sm: 0 } }} aria-live="polite">
            Subtotal: {formatCents(subtotal)}
          </Typography>
        )}
      </Box>

      {service.selected && (
        <Box sx={{ pl: { xs: 0, sm: 5.5 }, mt: 1 }}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography
              component="legend"
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: 600, mb: 0.5 }}
            >
              Sub-services
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
              }}
            >
              {catalogue?.subServices.map((sub) => (
                <FormControlLabel
                  key={sub.slug}
                  control={
                    <Checkbox
                      checked={service.subServices.includes(sub.name)}
                      onChange={(event) => toggleSubService(sub.name, event.target.checked)}
                      sx={checkboxSx}
                    />
                  }
                  label={sub.name}
                  sx={{ mr: 0, minHeight: TOUCH_TARGET_PX }}
                />
              ))}
            </Box>
          </Box>

          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              mt: 2,
            }}
          >
            <TextField
              id={`${path}.paymentType`}
              label="Payment type"
              select
              value={service.paymentType}
              onChange={(event) => changePaymentType(event.target.value as AgreementPaymentType)}
              fullWidth
              slotProps={{ select: { native: true } }}
              helperText={readOnly ? undefined : 'Changing it resets the fee and quantities'}
            >
              {paymentTypesFor(service.name)
                .concat(
                  paymentTypesFor(service.name).includes(service.paymentType)
                    ? []
                    : [service.paymentType],
                )
                .map((type) => (
                  <option key={type} value={type}>
                    {PAYMENT_TYPE_LABELS[type]}
                  </option>
                ))}
            </TextField>
            <FeeFields
              index={index}
              service={service}
              readOnly={readOnly}
              setFieldValue={setFieldValue}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {service.subServices.length === 0
              ? 'Choose at least one sub-service.'
              : `${feeTerms(priced)} = ${formatCents(subtotal)}`}
          </Typography>
        </Box>
      )}
    </Paper>
  );
});
