import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { DEFAULT_FIRM } from '@consult/domain';
import { EmailText } from './EmailText';
import { PersonAvatar } from '../about/PersonAvatar';

/** A phone number as a `tel:` URI: its digits, with a leading '+' kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website's address without its scheme and trailing slash, for display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  // The label carries the icon, so the value has the card's full width (long addresses stay whole).
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
        <Box
          aria-hidden
          sx={{ color: 'secondary.dark', display: 'flex', '& svg': { fontSize: 20 } }}
        >
          {icon}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

const linkSx = { fontWeight: 600, overflowWrap: 'anywhere' } as const;

/** 'Leadership' (req SITE-2): the founder and chief executive, with e-mail, phone and website links. */
export function LeadershipCard() {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography
          id={headingId}
          variant="headlineSm"
          component="h2"
          sx={{ color: 'primary.dark', mb: 3 }}
        >
          Leadership
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3.5 }}>
          <PersonAvatar name={DEFAULT_FIRM.founderName} size={72} />
          <Box>
            <Typography variant="titleMd" component="h3" sx={{ color: 'primary.dark' }}>
              {DEFAULT_FIRM.founderName}
            </Typography>
            <Typography sx={{ color: 'secondary.dark', fontWeight: 600 }}>
              {DEFAULT_FIRM.founderTitle}
            </Typography>
          </Box>
        </Box>
        <Stack spacing={2.5}>
          <ContactLine icon={<MailOutlined />} label="E-mail">
            <Link
              href={`mailto:${DEFAULT_FIRM.email}`}
              // The address as one word for screen readers, however it wraps on screen.
              aria-label={DEFAULT_FIRM.email}
              sx={linkSx}
            >
              <EmailText email={DEFAULT_FIRM.email} />
            </Link>
          </ContactLine>
          <ContactLine icon={<PhoneOutlined />} label="Phone">
            <Link href={telHref(DEFAULT_FIRM.phone)} sx={linkSx}>
              {DEFAULT_FIRM.phone}
            </Link>
          </ContactLine>
          <ContactLine icon={<LanguageOutlined />} label="Website">
            <Link href={DEFAULT_FIRM.website} sx={linkSx}>
              {displayUrl(DEFAULT_FIRM.website)}
            </Link>
          </ContactLine>
          <ContactLine icon={<PlaceOutlined />} label="Office">
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {DEFAULT_FIRM.address}
            </Typography>
          </ContactLine>
        </Stack>
      </CardContent>
    </Card>
  );
}
