import { useEffect, useRef, useState, type DragEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useHydrated } from '@consult/ui';

export interface PdfDropZoneProps {
  /** Called with the one file chosen or dropped. */
  onFile: (file: File) => void;
  /** The "Choose a PDF" button, for the page to move the focus back to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

const carriesFiles = (event: DragEvent | globalThis.DragEvent) =>
  event.dataTransfer?.types.includes('Files') ?? false;

/**
 * Where a PDF is dropped, or chosen with the "Choose a PDF" button (the keyboard's way in). The
 * button waits for the page's JavaScript: in the prerendered HTML it could do nothing.
 */
export function PdfDropZone({ onFile, buttonRef }: PdfDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hydrated = useHydrated();

  // A file dropped beside the zone would otherwise open in the tab, leaving the page.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  const dragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Box
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        borderRadius: 2,
        border: `2px ${dragging ? 'solid' : 'dashed'}`,
        borderColor: dragging ? 'secondary.dark' : alpha(theme.palette.primary.main, 0.3),
        bgcolor: dragging
          ? alpha(theme.palette.secondary.main, 0.2)
          : alpha(theme.palette.primary.main, 0.03),
        transition: theme.transitions.create(['background-color', 'border-color']),
      })}
    >
      <UploadFileOutlined aria-hidden sx={{ fontSize: 44, color: 'primary.light' }} />
      <Typography sx={{ fontWeight: 600, fontSize: 18, color: 'primary.dark' }}>
        Drop the PDF here
      </Typography>
      <Typography color="text.secondary">or</Typography>
      <Button
        ref={buttonRef}
        variant="contained"
        size="large"
        disabled={!hydrated}
        onClick={() => inputRef.current?.click()}
        sx={{ minHeight: 50 }}
      >
        Choose a PDF
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        aria-label="PDF to verify"
        data-testid="verify-file-input"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again checks it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
