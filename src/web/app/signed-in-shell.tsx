// The signed-in shell (decision 119), rendered to static HTML at build time
// (scripts/prerender-pages.ts): the frame as a signed-in user sees it on /meals, with the meals
// screen's title and composer. src/web/lib/signed-in-shell.ts hands the page to the app.
import { MealsShell } from '../features/meals/meals-shell';
import { FrameLayout } from './frame-layout';

export function SignedInShell() {
  return (
    <FrameLayout isAuthenticated>
      <MealsShell />
    </FrameLayout>
  );
}
