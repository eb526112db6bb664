import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { ServiceIconKey } from '@consult/content';

const ICONS: Record<ServiceIconKey, ComponentType<SvgIconProps>> = {
  strategy: TrendingUp,
  'go-to-market': RocketLaunchOutlined,
  capital: AccountBalanceOutlined,
  advisory: HandshakeOutlined,
  marketing: CampaignOutlined,
  digital: DevicesOutlined,
};

export interface ServiceIconProps extends SvgIconProps {
  icon: ServiceIconKey;
}

/** A service's icon (decorative: the service's name always stands beside it). */
export function ServiceIcon({ icon, ...props }: ServiceIconProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden {...props} />;
}
