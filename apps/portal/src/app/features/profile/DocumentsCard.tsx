import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Description from '@mui/icons-material/Description';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FolderShared from '@mui/icons-material/FolderShared';
import NoteAdd from '@mui/icons-material/NoteAdd';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from './SectionCard';

const DOCUMENT_LINKS = [
  {
    to: '/signed-ndas',
    label: 'Signed NDAs',
    hint: 'Your signed mutual NDAs',
    icon: <FolderShared />,
  },
  {
    to: '/mutual-nda',
    label: 'Sign a Mutual NDA',
    hint: 'Protect what we discuss',
    icon: <DriveFileRenameOutline />,
  },
  {
    to: '/consulting-agreements',
    label: 'Consulting Agreements',
    hint: 'Your agreements and their status',
    icon: <Description />,
  },
  {
    to: '/consulting-agreement',
    label: 'New Consulting Agreement',
    hint: 'Choose services and sign',
    icon: <NoteAdd />,
  },
] as const;

/** Links to the client's NDAs and consulting agreements. */
export function DocumentsCard() {
  return (
    <SectionCard title="Documents">
      <List disablePadding>
        {/* Each link in a list item: a list holds items only (axe "list"). */}
        {DOCUMENT_LINKS.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} sx={{ borderRadius: 1, px: 1 }}>
              <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} secondary={link.hint} />
              <ChevronRight color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
