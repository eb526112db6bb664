import Stack from '@mui/material/Stack';
import { useDeleteNdaMutation, useGetNdasQuery } from '@consult/api-client';
import type { NdaSummary } from '@consult/domain';
import { ListState, useToast } from '@consult/ui';
import { NdaCard } from './NdaCard';
import { NDA_SCREENS, NDA_TOASTS, deleteNdaConfirmation } from './nda-messages';
import { useNdaFile } from './useNdaFile';

/** /signed-ndas: the client's signed NDAs, newest first (req DOCS-2). */
export function NdaList() {
  const query = useGetNdasQuery();
  const ndas = query.data ?? [];
  const [deleteNda] = useDeleteNdaMutation();
  const { download, busy } = useNdaFile();
  const { toast } = useToast();

  const remove = async (nda: NdaSummary) => {
    if (!window.confirm(deleteNdaConfirmation(nda.companyName))) return;
    try {
      await deleteNda(nda.id).unwrap();
      toast({ title: NDA_TOASTS.deleted });
    } catch {
      toast({
        title: NDA_TOASTS.errorTitle,
        description: NDA_TOASTS.deleteFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <ListState
      query={query}
      loadingLabel="Loading NDAs"
      error={{
        title: NDA_SCREENS.listError,
        text: 'Your NDAs could not be loaded. Please try again.',
      }}
      isEmpty={ndas.length === 0}
      empty={{
        title: NDA_SCREENS.empty,
        text: 'Sign a mutual NDA before we share anything confidential: it protects both of us.',
        action: { label: 'Sign a Mutual NDA', to: '/mutual-nda' },
      }}
    >
      <Stack spacing={2}>
        {ndas.map((nda) => (
          <NdaCard
            key={nda.id}
            nda={nda}
            onDownload={() => void download(nda)}
            onDelete={() => void remove(nda)}
            busy={busy}
          />
        ))}
      </Stack>
    </ListState>
  );
}
