import { AgreementList } from '../features/agreement/AgreementList';
import { AGREEMENT_SCREENS } from '../features/agreement/agreement-messages';
import { ListPage } from '../features/layout/ListPage';

/** /consulting-agreements: the client's consulting agreements (req DOCS-2). */
export function ConsultingAgreementsPage() {
  return (
    <ListPage
      title="Consulting Agreements"
      create={{ label: AGREEMENT_SCREENS.createNew, to: '/consulting-agreement' }}
    >
      <AgreementList />
    </ListPage>
  );
}
