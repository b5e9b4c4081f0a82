import { LayoutDashboard, TrendingUp, User, UtensilsCrossed, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
}

/** The app's own screens in the menu; Blog and Install App are plain links shown beside them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Meals', path: '/meals', icon: UtensilsCrossed },
  { label: 'Trends', path: '/trends', icon: TrendingUp },
  { label: 'Profile', path: '/profile', icon: User },
];

// The Dashboard is a tab of the signed-in route set only (SPEC §2): /dashboard, since / and /log
// redirect a signed-in user to /meals. For guests / is the landing page, so they are not offered it.
const DASHBOARD: NavItem = { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard };

/** The menu's screens for this user: the Dashboard beside Meals once signed in. */
export function navItemsFor(signedIn: boolean): readonly NavItem[] {
  if (!signedIn) return NAV_ITEMS;
  const [meals, ...rest] = NAV_ITEMS;
  return meals ? [meals, DASHBOARD, ...rest] : [DASHBOARD, ...rest];
}
