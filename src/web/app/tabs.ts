// The tab screens of SPEC §2. Which tabs exist depends on the route set; which were visited
// this browser session is remembered so a reload remounts them (meals counts as visited).
import type { ComponentType } from 'react';
import { readJson, writeJson } from '../lib/device-storage';
import { DashboardPage, MealsPage, ProfilePage, TrendsPage } from './lazy-pages';

export type TabId = 'dashboard' | 'meals' | 'trends' | 'profile';

export interface TabDef {
  id: TabId;
  path: string;
  Component: ComponentType;
}

const ALL_TABS: Record<TabId, TabDef> = {
  dashboard: { id: 'dashboard', path: '/dashboard', Component: DashboardPage },
  meals: { id: 'meals', path: '/meals', Component: MealsPage },
  trends: { id: 'trends', path: '/trends', Component: TrendsPage },
  profile: { id: 'profile', path: '/profile', Component: ProfilePage },
};

export const SIGNED_IN_TABS: readonly TabDef[] = [
  ALL_TABS.dashboard,
  ALL_TABS.meals,
  ALL_TABS.trends,
  ALL_TABS.profile,
];
export const SIGNED_OUT_TABS: readonly TabDef[] = [ALL_TABS.meals, ALL_TABS.trends, ALL_TABS.profile];

export function tabForPath(tabs: readonly TabDef[], pathname: string): TabDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return tabs.find((t) => t.path === path);
}

export const VISITED_TABS_KEY = 'crease.visitedTabs';
const isTabList = (v: unknown): v is TabId[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x in ALL_TABS);

export function loadVisitedTabs(): TabId[] {
  const stored = readJson('session', VISITED_TABS_KEY, isTabList) ?? [];
  return stored.includes('meals') ? stored : ['meals', ...stored];
}

export function saveVisitedTabs(tabs: readonly TabId[]): void {
  writeJson('session', VISITED_TABS_KEY, tabs);
}
