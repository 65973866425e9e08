import {
  BookOpen,
  Boxes,
  CreditCard,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { FEATURE_FLAGS, type FeatureFlags, type PageFeatureFlag } from '@/config';

export type NavPath = '/' | '/models' | '/api-keys' | '/team' | '/settings' | '/billing';

export interface NavItem {
  readonly flag: PageFeatureFlag;
  readonly to: NavPath;
  readonly labelKey: `layout.nav.${'overview' | 'models' | 'apiKeys' | 'team' | 'settings' | 'billing'}`;
  readonly icon: LucideIcon;
}

/** Sidebar entries of spec section 2; Billing is reachable (user menu, palette) but not listed here. */
const SIDEBAR: readonly NavItem[] = [
  { flag: 'overview', to: '/', labelKey: 'layout.nav.overview', icon: LayoutDashboard },
  { flag: 'models', to: '/models', labelKey: 'layout.nav.models', icon: Boxes },
  { flag: 'apiKeys', to: '/api-keys', labelKey: 'layout.nav.apiKeys', icon: KeyRound },
  { flag: 'team', to: '/team', labelKey: 'layout.nav.team', icon: Users },
  { flag: 'settings', to: '/settings', labelKey: 'layout.nav.settings', icon: Settings },
];

export const BILLING_ITEM: NavItem = {
  flag: 'billing',
  to: '/billing',
  labelKey: 'layout.nav.billing',
  icon: CreditCard,
};

export function sidebarItems(flags: FeatureFlags = FEATURE_FLAGS): NavItem[] {
  return SIDEBAR.filter((item) => flags[item.flag]);
}

export const SupportIcon = LifeBuoy;
export const ApiDocsIcon = BookOpen;
