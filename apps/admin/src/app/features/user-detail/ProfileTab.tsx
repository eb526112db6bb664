import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import {
  formatLongDate,
  sectorLabel,
  utcIsoDate,
  websiteHref,
  type AdminUserDetail,
} from '@consult/domain';
import { EmailAddress } from '@consult/ui';
import { UnverifiedEmailChip } from '../dashboard/UnverifiedEmailChip';
import { InfoList, InfoSection } from './InfoSection';
import { ServiceInformation } from './ServiceInformation';

/**
 * The agreement whose terms the service cards show: the newest one in force that the client has
 * not deleted (`agreements` is newest first), as `hasSignedAgreement` counts them.
 */
function inForceAgreement(user: AdminUserDetail) {
  return user.agreements.find(
    (agreement) => agreement.status === 'active' && !agreement.deletedByClientAt,
  );
}

/** The profile tab (req DOCS-2): five sections, the last with the services and billing summary. */
export function ProfileTab({ user }: { user: AdminUserDetail }) {
  const { profile } = user;
  const website = websiteHref(profile.website);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <InfoSection
        id="professional-profile"
        title="Professional Profile"
        icon={<BusinessCenterOutlined />}
        wide
      >
        <InfoList
          items={[
            ['Company name', profile.companyName ?? user.companyName],
            ['Name', `${user.firstName} ${user.lastName}`.trim()],
            ['Title', profile.title],
            ['Industry sector', profile.sector ? sectorLabel(profile.sector) : null],
            [
              'Website',
              website && (
                <Link href={website} target="_blank" rel="noopener noreferrer">
                  {profile.website}
                </Link>
              ),
            ],
          ]}
        />
        <Typography
          component="h3"
          variant="body2"
          sx={{ color: 'text.secondary', fontWeight: 600, mt: 2 }}
        >
          Bio
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {profile.bio || (
            <Typography component="span" color="text.disabled">
              Not provided
            </Typography>
          )}
        </Typography>
      </InfoSection>
      <InfoSection
        id="account-information"
        title="Account Information"
        icon={<AccountCircleOutlined />}
      >
        <InfoList
          items={[
            ['Username', user.username],
            [
              'Email',
              <>
                <EmailAddress email={user.email} />{' '}
                <UnverifiedEmailChip verified={user.emailVerified} />
              </>,
              { wide: true },
            ],
            ['Company', user.companyName],
            ['Registered', formatLongDate(utcIsoDate(new Date(user.createdAt)))],
          ]}
        />
      </InfoSection>
      <InfoSection id="personal-information" title="Personal Information" icon={<BadgeOutlined />}>
        <InfoList
          items={[
            ['First name', user.firstName],
            ['Last name', user.lastName],
            ['Phone', user.phone],
          ]}
        />
      </InfoSection>
      <InfoSection id="address" title="Address" icon={<HomeWorkOutlined />} wide>
        <InfoList
          items={[
            ['Street', user.address],
            ['City', user.city],
            ['State', user.state],
            ['ZIP', user.zipCode],
          ]}
        />
      </InfoSection>
      <InfoSection
        id="service-information"
        title="Service Information"
        icon={<RequestQuoteOutlined />}
        wide
      >
        <ServiceInformation serviceType={user.serviceType} inForce={inForceAgreement(user)} />
      </InfoSection>
    </Box>
  );
}
