import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Close from '@mui/icons-material/Close';
import Code from '@mui/icons-material/Code';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import type { Agreement } from '@consult/domain';
import { documentActionsSx } from '@consult/ui/documents';
import { ShareButton } from './ShareButton';
import { AGREEMENT_BUTTONS } from './agreement-messages';
import { useAgreementFile, type ShownDocument } from './useAgreementFile';

/** `amendment`: a firm proposal, its terms read-only, signed as proposed (or declined). */
export type AgreementMode = 'new' | 'view' | 'edit' | 'amendment';

interface AgreementToolbarProps {
  mode: AgreementMode;
  /** The saved version, except for a new agreement. */
  saved?: Agreement;
  /** Whether the saved version may be edited (the version in force). */
  canEdit: boolean;
  /** The version in force while a firm proposal waits on it: Edit shows, disabled. */
  editBlocked?: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** The document on screen: the draft while editing, else the saved version. */
  shown: () => ShownDocument;
}

/**
 * The form's toolbar (req DOCS-2): Edit Agreement / Cancel Editing, print, download as an HTML
 * file, the saved version's PDF, and share. A saved version prints its PDF; a draft prints itself.
 */
export function AgreementToolbar({
  mode,
  saved,
  canEdit,
  editBlocked = false,
  onEdit,
  onCancelEdit,
  shown,
}: AgreementToolbarProps) {
  const showsSaved = (mode === 'view' || mode === 'amendment') && saved;
  const { downloadPdf, printPdf, downloadHtml, printHtml, busy } = useAgreementFile();
  return (
    <Box role="toolbar" aria-label="Agreement actions" sx={documentActionsSx}>
      {mode === 'view' && (canEdit || editBlocked) && (
        <Button
          variant="contained"
          startIcon={<Edit />}
          onClick={onEdit}
          disabled={editBlocked}
          aria-describedby={editBlocked ? 'agreement-edit-blocked' : undefined}
        >
          {AGREEMENT_BUTTONS.edit}
        </Button>
      )}
      {mode === 'edit' && (
        <Button variant="contained" color="inherit" startIcon={<Close />} onClick={onCancelEdit}>
          {AGREEMENT_BUTTONS.cancelEditing}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<Print />}
        disabled={busy}
        onClick={() => void (showsSaved ? printPdf(showsSaved) : printHtml(shown()))}
      >
        Print
      </Button>
      <Button variant="outlined" startIcon={<Code />} onClick={() => downloadHtml(shown())}>
        Download HTML
      </Button>
      {saved && (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          disabled={busy}
          onClick={() => void downloadPdf(saved)}
        >
          Download PDF
        </Button>
      )}
      {saved && <ShareButton agreement={saved} />}
    </Box>
  );
}
