import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Download from '@mui/icons-material/Download';
import MoreVert from '@mui/icons-material/MoreVert';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import Visibility from '@mui/icons-material/Visibility';
import type { AdminDocumentEntry } from '@consult/domain';
import { TOOLTIP_DELAY_MS } from '../layout/tooltip';
import { refOf } from './document-links';
import { MailDocumentDialog, type ClientAddress } from './MailDocumentDialog';
import { useDocumentActions } from './useDocumentActions';

interface DocumentActionsMenuProps {
  entry: AdminDocumentEntry;
  /** Where Share e-mails the document unless the admin changes it (once verified). */
  client: ClientAddress;
}

/**
 * The menu of a client's document on the dashboard (req DOCS-2): View, Download, Print and
 * Share (e-mailed as a PDF, req RULES-2).
 */
export function DocumentActionsMenu({ entry, client }: DocumentActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mailing, setMailing] = useState(false);
  const actions = useDocumentActions();
  const menuId = useId();
  const ref = refOf(entry);
  const label = `${entry.name} ${entry.reference}`;
  const target = { ...ref, companyName: entry.companyName, date: entry.date };

  const close = () => setAnchor(null);
  const run = (action: () => unknown) => () => {
    close();
    void action();
  };

  return (
    <>
      <Tooltip title="Actions" enterDelay={TOOLTIP_DELAY_MS}>
        <IconButton
          aria-label={`Actions for ${label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': label } }}
      >
        <MenuItem onClick={run(() => actions.view(ref))}>
          <ListItemIcon>
            <Visibility fontSize="small" />
          </ListItemIcon>
          <ListItemText>View</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => actions.download(target))}>
          <ListItemIcon>
            <Download fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => actions.print(ref))}>
          <ListItemIcon>
            <Print fontSize="small" />
          </ListItemIcon>
          <ListItemText>Print</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => setMailing(true))}>
          <ListItemIcon>
            <Share fontSize="small" />
          </ListItemIcon>
          <ListItemText>Share</ListItemText>
        </MenuItem>
      </Menu>
      {mailing && (
        <MailDocumentDialog
          title={`E-mail ${entry.name}`}
          client={client}
          pending={actions.busy}
          onClose={() => setMailing(false)}
          onSend={(to) => actions.share(ref, to)}
        />
      )}
    </>
  );
}
