import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { sectorLabel, websiteHref, type BusinessProfile } from '@consult/domain';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function Text({ value }: { value: string | null | undefined }) {
  return value?.trim() ? (
    <Typography sx={{ whiteSpace: 'pre-line' }}>{value}</Typography>
  ) : (
    <Typography color="text.secondary">Not provided</Typography>
  );
}

/** The business profile, read-only (req SITE-2). */
export function ProfileDetails({ profile }: { profile: BusinessProfile }) {
  const href = websiteHref(profile.website);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Detail label="First name">
        <Text value={profile.firstName} />
      </Detail>
      <Detail label="Last name">
        <Text value={profile.lastName} />
      </Detail>
      <Detail label="Company name">
        <Text value={profile.companyName} />
      </Detail>
      <Detail label="Title">
        <Text value={profile.title} />
      </Detail>
      <Detail label="Sector">
        <Text value={sectorLabel(profile.sector)} />
      </Detail>
      <Detail label="Website">
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {profile.website?.trim()}
          </Link>
        ) : (
          <Text value={null} />
        )}
      </Detail>
      <Detail label="Rating">
        {profile.rating ? (
          <Rating value={profile.rating} readOnly max={5} />
        ) : (
          <Typography color="text.secondary">Not rated</Typography>
        )}
      </Detail>
      <Detail label="Bio" wide>
        <Text value={profile.bio} />
      </Detail>
      <Detail label="Success story" wide>
        <Text value={profile.successStory} />
      </Detail>
    </Box>
  );
}
