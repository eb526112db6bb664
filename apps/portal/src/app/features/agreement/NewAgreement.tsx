import { useMemo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetAgreementsQuery } from '@consult/api-client';
import type { AgreementSummary } from '@consult/domain';
import { useProfile } from '../profile/useProfile';
import { AgreementForm } from './AgreementForm';
import { initialAgreementValues } from './agreement-schema';

/** The client's newest agreement still in force, whose address and phone a new one starts from. */
function newestInForce(list: unknown): AgreementSummary | null {
  if (!Array.isArray(list)) return null;
  const current = (list as AgreementSummary[]).filter((item) => item.status === 'active');
  return current.reduce<AgreementSummary | null>(
    (newest, item) => (!newest || item.id > newest.id ? item : newest),
    null,
  );
}

/**
 * /consulting-agreement: a new agreement, always editable (req DOCS-4). It starts from the
 * profile's company, the client's name and title, and the address of their last agreement.
 */
export function NewAgreement() {
  const { user, data: profile, isLoading } = useProfile();
  const agreements = useGetAgreementsQuery(undefined, { skip: !user });
  const waiting = isLoading || !user || agreements.isLoading;
  const initialValues = useMemo(
    () => initialAgreementValues(user, profile, newestInForce(agreements.data)),
    [user, profile, agreements.data],
  );

  if (waiting) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your details" />
      </Box>
    );
  }
  return <AgreementForm initialValues={initialValues} mode="new" />;
}
