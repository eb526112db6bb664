import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { ServiceCard } from './ServiceCard';
import type { AgreementFormValues } from './agreement-schema';

/** The six catalogue services (spec 001 §3): tick a service, its sub-services and its fee model. */
export function ServiceSelection({ readOnly }: { readOnly: boolean }) {
  const { values, setFieldValue } = useFormikContext<AgreementFormValues>();
  return (
    <>
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Tick the services you want, then their sub-services and how each is paid. Fees are per
          sub-service; the subtotals and the payment summary update as you type.
        </Typography>
      )}
      <Stack spacing={1.5}>
        {values.services.map((service, index) => (
          <ServiceCard
            key={service.name}
            index={index}
            service={service}
            readOnly={readOnly}
            setFieldValue={setFieldValue}
          />
        ))}
      </Stack>
    </>
  );
}
