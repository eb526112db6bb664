import { ListPage } from '../features/layout/ListPage';
import { NdaList } from '../features/nda/NdaList';

/** /signed-ndas: the client's signed NDAs (req DOCS-2). */
export function SignedNdasPage() {
  return (
    <ListPage title="Signed NDAs" create={{ label: 'Create New NDA', to: '/mutual-nda' }}>
      <NdaList />
    </ListPage>
  );
}
