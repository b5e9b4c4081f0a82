// The frame around the app's own screens: a header with the drawer, the tab container (always
// mounted, so tabs survive visits to other screens) and the outlet for non-tab screens.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth';
import { FrameLayout } from './frame-layout';
import { TabContainer } from './tab-container';
import { tabForPath, type TabDef } from './tabs';

export function AppFrame({ tabs }: { tabs: readonly TabDef[] }) {
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const onTab = tabForPath(tabs, pathname) !== undefined;

  return (
    <FrameLayout isAuthenticated={isAuthenticated}>
      <TabContainer tabs={tabs} />
      {onTab ? null : (
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      )}
    </FrameLayout>
  );
}
