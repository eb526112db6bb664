import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Search from '@mui/icons-material/Search';
import TableRows from '@mui/icons-material/TableRows';
import ViewModule from '@mui/icons-material/ViewModule';
import { ADMIN_TEXT } from '../../admin-messages';
import { TOOLTIP_DELAY_MS } from '../layout/tooltip';
import type { DashboardView } from './dashboard-model';

interface DashboardToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  view: DashboardView;
  onView: (view: DashboardView) => void;
  /** Under 640 px there is no choice: cards. */
  phone: boolean;
}

/** The search box, which filters both tabs, and the card/table switch (desktop only). */
export function DashboardToolbar({ search, onSearch, view, onView, phone }: DashboardToolbarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <TextField
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={ADMIN_TEXT.searchPlaceholder}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { 'aria-label': 'Search users or documents', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
        sx={{ bgcolor: 'background.paper', '& .MuiInputBase-root': { minHeight: 44 } }}
      />
      {!phone && (
        <ToggleButtonGroup
          value={view}
          exclusive
          onChange={(_event, next: DashboardView | null) => next && onView(next)}
          aria-label="View"
          size="small"
          sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
        >
          <Tooltip title="Card view" enterDelay={TOOLTIP_DELAY_MS}>
            <ToggleButton value="cards" aria-label="Card view" sx={{ px: 1.5, minHeight: 44 }}>
              <ViewModule />
            </ToggleButton>
          </Tooltip>
          <Tooltip title="Table view" enterDelay={TOOLTIP_DELAY_MS}>
            <ToggleButton value="table" aria-label="Table view" sx={{ px: 1.5, minHeight: 44 }}>
              <TableRows />
            </ToggleButton>
          </Tooltip>
        </ToggleButtonGroup>
      )}
    </Box>
  );
}
