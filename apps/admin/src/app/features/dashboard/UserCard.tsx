import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import type { AdminUserListItem } from '@consult/domain';
import { EmailAddress, UserAvatar } from '@consult/ui';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_ROUTES, KIND_ORDER } from '../documents/document-links';
import { DocumentTile } from './DocumentTile';
import { UnverifiedEmailChip } from './UnverifiedEmailChip';
import { UserBadges } from './UserBadges';
import { fullName, newestOfKind } from './dashboard-model';

interface UserCardProps {
  user: AdminUserListItem;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A user on the dashboard (req DOCS-2): company (or 'No Company'), name, e-mail and badges;
 * expanded, the tiles of their NDA, agreement and invoice; and 'View Complete Profile'.
 */
export function UserCard({ user, expanded, onToggle }: UserCardProps) {
  const name = fullName(user);
  const ids = {
    company: `user-${user.id}-company`,
    name: `user-${user.id}-name`,
    documents: `user-${user.id}-documents`,
  };
  return (
    <Card
      component="article"
      aria-labelledby={`${ids.company} ${ids.name}`}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <UserAvatar user={user} size={44} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={ids.company}
              component="h3"
              variant="overline"
              color={user.companyName ? 'secondary.dark' : 'text.disabled'}
              sx={{ display: 'block', lineHeight: 1.6, overflowWrap: 'anywhere' }}
            >
              {user.companyName || ADMIN_TEXT.noCompany}
            </Typography>
            <Typography
              id={ids.name}
              sx={{
                fontWeight: 700,
                fontSize: 18,
                color: 'primary.dark',
                overflowWrap: 'anywhere',
              }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <EmailAddress email={user.email} />
            </Typography>
            {!user.emailVerified && (
              <Box sx={{ mt: 0.5 }}>
                <UnverifiedEmailChip verified={user.emailVerified} />
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <UserBadges user={user} />
        </Box>
        <Collapse in={expanded} unmountOnExit>
          <Box
            id={ids.documents}
            role="region"
            aria-label={`Documents of ${name}`}
            sx={{
              mt: 2,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(auto-fill, minmax(240px, 1fr))' },
            }}
          >
            {KIND_ORDER.map((kind) => (
              <DocumentTile
                key={kind}
                userId={user.id}
                kind={kind}
                entry={newestOfKind(user, kind)}
                client={{ email: user.email, verified: user.emailVerified }}
              />
            ))}
          </Box>
        </Collapse>
      </CardContent>
      <CardActions
        sx={{
          px: { xs: 2, sm: 2.5 },
          pb: 2,
          pt: 0,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? ids.documents : undefined}
          endIcon={
            <ExpandMore
              sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
            />
          }
        >
          {expanded ? 'Hide Documents' : 'Show Documents'}
        </Button>
        <Button
          component={RouterLink}
          to={ADMIN_ROUTES.user(user.id)}
          variant="outlined"
          startIcon={<OpenInNew />}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {ADMIN_TEXT.viewCompleteProfile}
        </Button>
      </CardActions>
    </Card>
  );
}
