import Stack from '@mui/material/Stack';
import { useGetAgreementsQuery } from '@consult/api-client';
import { PendingAmendmentNotice } from '../agreement/PendingAmendmentNotice';

/**
 * The client's agreements with a firm proposal awaiting their signature (docs/contracts-and-money.md),
 * as the agreement list shows them: "Awaiting your signature", with a link to review each one.
 * Nothing otherwise, nor when the agreements cannot be loaded (their own page says so).
 */
export function AgreementsAwaitingSignature() {
  const { data } = useGetAgreementsQuery();
  const awaiting = (Array.isArray(data) ? data : []).filter(
    (agreement) => agreement.status === 'active' && agreement.pendingAmendment,
  );
  if (awaiting.length === 0) return null;
  return (
    <Stack component="section" aria-label="Agreements awaiting your signature" spacing={1.5}>
      {awaiting.map(
        (agreement) =>
          agreement.pendingAmendment && (
            <PendingAmendmentNotice
              key={agreement.id}
              proposal={agreement.pendingAmendment}
              inForceVersion={agreement.version}
              agreementName={`${agreement.reference}, ${agreement.companyName}`}
            />
          ),
      )}
    </Stack>
  );
}
