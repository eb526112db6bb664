import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUserListItem } from '@consult/domain';
import { ADMIN_TEXT } from '../../admin-messages';
import { ShowMore } from './ShowMore';
import { UserCard } from './UserCard';
import { UsersTable } from './UsersTable';
import type { DashboardView } from './dashboard-model';

interface UsersPanelProps {
  users: AdminUserListItem[];
  view: DashboardView;
  /** How many are shown. */
  shown: number;
  onShowMore: () => void;
  query: string;
  /** The user whose card is expanded (one at a time), and how a card's toggle changes it. */
  expandedId: number | null;
  onToggle: (id: number) => void;
}

/** The 'Users & Companies' tab: cards (one expanded at a time) or the table, then Show More. */
export function UsersPanel({
  users,
  view,
  shown,
  onShowMore,
  query,
  expandedId,
  onToggle,
}: UsersPanelProps) {
  const visible = users.slice(0, shown);
  if (users.length === 0) {
    return (
      <Typography
        color="text.secondary"
        sx={{ py: 6, textAlign: 'center', overflowWrap: 'anywhere' }}
      >
        {query.trim() ? ADMIN_TEXT.noUsersMatch(query.trim()) : ADMIN_TEXT.noUsers}
      </Typography>
    );
  }
  return (
    <>
      {view === 'cards' ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {visible.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              expanded={expandedId === user.id}
              onToggle={() => onToggle(user.id)}
            />
          ))}
        </Box>
      ) : (
        <UsersTable users={visible} />
      )}
      <ShowMore
        shown={shown}
        total={users.length}
        label={ADMIN_TEXT.showMoreUsers}
        onShowMore={onShowMore}
      />
    </>
  );
}
