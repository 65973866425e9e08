import {
  AppWindow,
  BookOpen,
  Boxes,
  CreditCard,
  Database,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Network,
  Palette,
  Server,
  Settings,
  Store,
  Terminal,
  Users,
  type LucideIcon,
} from 'lucide-react';

import {
  FEATURE_FLAGS,
  sidebarPages,
  userMenuPages,
  type FeatureFlags,
  type PageId,
  type PagePath,
  type UserMenuPageId,
} from '@/config';

/** Each page's icon, in the side menu, the user menu and on its "not available" page. */
export const PAGE_ICONS: Record<PageId, LucideIcon> = {
  overview: LayoutDashboard,
  models: Boxes,
  apiKeys: KeyRound,
  team: Users,
  settings: Settings,
  billing: CreditCard,
  databases: Database,
  appStore: Store,
  installedApps: AppWindow,
  sshKeys: Terminal,
  vpn: Network,
  cluster: Server,
  colorPalette: Palette,
};

export interface NavItem<Id extends PageId = PageId> {
  readonly id: Id;
  readonly to: PagePath;
  readonly icon: LucideIcon;
}

/** The side menu's pages (spec section 2), from the page registry: those switched on and listed there. */
export function sidebarItems(flags: FeatureFlags = FEATURE_FLAGS): NavItem[] {
  return sidebarPages(flags).map(({ id, path }) => ({ id, to: path, icon: PAGE_ICONS[id] }));
}

/** The user menu's pages (spec section 2), from the page registry, in the menu's order. */
export function userMenuItems(flags: FeatureFlags = FEATURE_FLAGS): NavItem<UserMenuPageId>[] {
  return userMenuPages(flags).map(({ id, path }) => ({ id, to: path, icon: PAGE_ICONS[id] }));
}

export const SupportIcon = LifeBuoy;
export const ApiDocsIcon = BookOpen;
