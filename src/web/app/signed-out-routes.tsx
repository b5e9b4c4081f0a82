// The signed-out route set of SPEC §2: the landing page at / and /log, the guest views of the
// meals, trends and profile tabs, and the public pages. /dashboard and edit are not in it.
import { Route, Routes } from 'react-router';
import { AppFrame } from './lazy-app-frame';
import * as P from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { SIGNED_OUT_TABS } from './tabs';

export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<P.LandingPage />} />
      <Route path="/log" element={<P.LandingPage />} />
      <Route element={<AppFrame tabs={SIGNED_OUT_TABS} />}>
        {/* Tab routes render nothing themselves: AppFrame's tab container shows the matching tab. */}
        {SIGNED_OUT_TABS.map((t) => (
          <Route key={t.id} path={t.path} element={null} />
        ))}
        <Route path="/meals/:entryId" element={<P.MealDetailPage />} />
        <Route path="/metrics-explanation" element={<P.MetricsExplanationPage />} />
        <Route path="/install-app" element={<P.InstallAppPage />} />
      </Route>
      <Route path="/privacy" element={<P.PrivacyPage />} />
      <Route path="/terms" element={<P.TermsPage />} />
      <Route path="/blog" element={<P.BlogListPage />} />
      <Route path="/blog/:slug" element={<P.BlogPostPage />} />
      <Route path="/calorie-guess/:id" element={<P.CalorieGuessPage />} />
      <Route path="/coach/:id" element={<P.CoachReportPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
