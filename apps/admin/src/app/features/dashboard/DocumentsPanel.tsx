import Typography from '@mui/material/Typography';
import type { AdminDocumentEntry } from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import type { ClientAddress } from '../documents/MailDocumentDialog';
import { DocumentsList } from './DocumentsList';
import { ShowMore } from './ShowMore';
import type { DashboardView } from './dashboard-model';

interface DocumentsPanelProps {
  documents: AdminDocumentEntry[];
  view: DashboardView;
  shown: number;
  onShowMore: () => void;
  query: string;
  clientOf: (userId: number) => ClientAddress;
}

/** The 'All Documents' tab: every client's documents, newest first, then Show More. */
export function DocumentsPanel({
  documents,
  view,
  shown,
  onShowMore,
  query,
  clientOf,
}: DocumentsPanelProps) {
  if (documents.length === 0) {
    return (
      <Typography
        color="text.secondary"
        sx={{ py: 6, textAlign: 'center', overflowWrap: 'anywhere' }}
      >
        {query.trim() ? ADMIN_TEXT.noDocumentsMatch(query.trim()) : ADMIN_TEXT.noDocuments}
      </Typography>
    );
  }
  return (
    <>
      <DocumentsList documents={documents.slice(0, shown)} view={view} clientOf={clientOf} />
      <ShowMore
        shown={shown}
        total={documents.length}
        label={ADMIN_TEXT.showMoreDocuments}
        onShowMore={onShowMore}
      />
    </>
  );
}
