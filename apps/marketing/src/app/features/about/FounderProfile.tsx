import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { DEFAULT_FIRM } from '@consult/domain';
import { EmailText } from '../contact/EmailText';
import { founderBio } from './about-content';
import { PersonAvatar } from './PersonAvatar';

/** The founder and chief executive: initials, name, title, biography and e-mail. */
export function FounderProfile() {
  const nameId = useId();
  return (
    <Card component="article" aria-labelledby={nameId}>
      <CardContent
        sx={{
          p: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '200px minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 2.5 }}>
          <PersonAvatar name={DEFAULT_FIRM.founderName} size={96} />
          <Box>
            <Typography id={nameId} variant="titleLg" component="h3" sx={{ color: 'primary.dark' }}>
              {DEFAULT_FIRM.founderName}
            </Typography>
            <Typography sx={{ color: 'secondary.dark', fontWeight: 600, mt: 0.5 }}>
              {DEFAULT_FIRM.founderTitle}
            </Typography>
          </Box>
        </Box>
        <Box>
          {founderBio(DEFAULT_FIRM).map((paragraph) => (
            <Typography key={paragraph} sx={{ lineHeight: 1.75, '& + &': { mt: 2 } }}>
              {paragraph}
            </Typography>
          ))}
          <Link
            href={`mailto:${DEFAULT_FIRM.email}`}
            // The address as one word for screen readers, however it wraps on screen.
            aria-label={DEFAULT_FIRM.email}
            sx={{
              mt: 3,
              display: 'inline-flex',
              alignItems: 'flex-start',
              gap: 1,
              fontWeight: 600,
              overflowWrap: 'anywhere',
            }}
          >
            <MailOutlined fontSize="small" aria-hidden />
            <span>
              <EmailText email={DEFAULT_FIRM.email} />
            </span>
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
