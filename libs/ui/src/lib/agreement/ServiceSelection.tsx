import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { ServiceCard } from './ServiceCard';
import type { AgreementTermsValues } from './agreement-values';

const CLIENT_INTRO =
  'Tick the services you want, then their sub-services and how each is paid. Fees are per sub-service; the subtotals and the payment summary update as you type.';

interface ServiceSelectionProps {
  readOnly: boolean;
  /** The line above the cards while editing; the client's wording by default. */
  intro?: string;
}

/** The six catalogue services (req DOCS-3): tick a service, its sub-services and its fee model. */
export function ServiceSelection({ readOnly, intro = CLIENT_INTRO }: ServiceSelectionProps) {
  const { values, setFieldValue } = useFormikContext<AgreementTermsValues>();
  return (
    <>
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
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
