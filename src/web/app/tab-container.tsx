// Tab screens stay mounted once visited and are only hidden when another tab is shown, so a
// half-typed meal or a scrolled list survives a trip to another tab (SPEC §2).
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadVisitedTabs, saveVisitedTabs, tabForPath, type TabDef, type TabId } from './tabs';
import { TabPanel } from './tab-panel';

export function TabContainer({ tabs }: { tabs: readonly TabDef[] }) {
  const { pathname } = useLocation();
  const active = tabForPath(tabs, pathname);
  const [visited, setVisited] = useState<TabId[]>(loadVisitedTabs);
  const activeId = active?.id;

  // Adjusting state while rendering (not in an effect) mounts a newly visited tab in the same pass.
  if (activeId && !visited.includes(activeId)) setVisited([...visited, activeId]);
  useEffect(() => saveVisitedTabs(visited), [visited]);

  return (
    <>
      {tabs
        .filter((t) => t.id === activeId || visited.includes(t.id))
        .map(({ id, Component }) => (
          <TabPanel key={id} tabId={id} active={id === activeId}>
            <Suspense fallback={<PageSpinner />}>
              <Component />
            </Suspense>
          </TabPanel>
        ))}
    </>
  );
}
