import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import type { User } from '@consult/domain';
import { UserAvatar } from './UserAvatar';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.AccountMenuPopup })));

/**
 * The avatar button and its dropdown (AccountMenuPopup, loaded when first wanted: pointing at or
 * focusing the button starts loading it, so it is there by the time the button is pressed).
 */
export function AccountMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const prefetch = () => void loadPopup();
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            user={user}
            anchor={anchor}
            menuId={menuId}
            buttonId={buttonId}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
