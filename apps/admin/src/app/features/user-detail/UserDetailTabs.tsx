import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import CreditCard from '@mui/icons-material/CreditCard';
import Description from '@mui/icons-material/Description';
import Handshake from '@mui/icons-material/Handshake';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { TOOLTIP_DELAY_MS } from '../layout/tooltip';

export const DETAIL_TABS = ['profile', 'agreements', 'payments', 'ndas'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const TABS: Record<DetailTab, { label: string; icon: ReactElement }> = {
  profile: { label: 'Profile', icon: <PersonOutlined /> },
  agreements: { label: 'Agreements', icon: <Description /> },
  payments: { label: 'Payments', icon: <CreditCard /> },
  ndas: { label: 'NDAs', icon: <Handshake /> },
};

/** Under 640 px: a grid of two columns of bordered icon buttons, the chosen one filled. */
const PHONE_TABS_SX: SxProps<Theme> = (theme) => ({
  '& .MuiTabs-list': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 },
  '& .MuiTab-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    minHeight: 48,
    maxWidth: 'none',
    bgcolor: 'background.paper',
  },
  '& .MuiTab-root.Mui-selected': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: theme.palette.primary.contrastText,
  },
});

export const tabId = (tab: DetailTab) => `user-tab-${tab}`;
export const PANEL_ID = 'user-tab-panel';

/**
 * Profile, Agreements, Payments and NDAs (req DOCS-2). Under 640 px they are icons only (named
 * for screen readers, with a tooltip) in a grid of two columns.
 */
export function UserDetailTabs({
  value,
  onChange,
  phone,
  counts,
}: {
  value: DetailTab;
  onChange: (tab: DetailTab) => void;
  phone: boolean;
  /** How many documents each tab lists, shown beside its name on wider screens. */
  counts: Partial<Record<DetailTab, number>>;
}) {
  return (
    <Box sx={{ borderBottom: phone ? 0 : 1, borderColor: 'divider' }}>
      <Tabs
        value={value}
        onChange={(_event, next: DetailTab) => onChange(next)}
        aria-label="User details"
        variant={phone ? 'fullWidth' : 'scrollable'}
        scrollButtons={false}
        slotProps={{ indicator: phone ? { sx: { display: 'none' } } : undefined }}
        sx={phone ? PHONE_TABS_SX : undefined}
      >
        {Object.entries(TABS).map(([key, { label, icon }]) => {
          const tab = key as DetailTab;
          const count = counts[tab];
          return (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={PANEL_ID}
              icon={
                phone ? (
                  <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
                    {icon}
                  </Tooltip>
                ) : (
                  icon
                )
              }
              iconPosition="start"
              aria-label={label}
              label={phone ? undefined : count === undefined ? label : `${label} (${count})`}
              sx={{ minHeight: 48 }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
