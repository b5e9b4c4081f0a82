import { TrendingUp, User, UtensilsCrossed, type LucideIcon } from 'lucide-react';

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
