// The signed-in route set of SPEC §2. / and /log send a signed-in user to their meals.
import { Navigate, Route, Routes } from 'react-router';
import { AppFrame } from './lazy-app-frame';
import * as P from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { SIGNED_IN_TABS } from './tabs';

export function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/meals" replace />} />
      <Route path="/log" element={<Navigate to="/meals" replace />} />
      <Route element={<AppFrame tabs={SIGNED_IN_TABS} />}>
        {/* Tab routes render nothing themselves: AppFrame's tab container shows the matching tab. */}
        {SIGNED_IN_TABS.map((t) => (
          <Route key={t.id} path={t.path} element={null} />
        ))}
        <Route path="/meals/:entryId" element={<P.MealDetailPage />} />
        <Route path="/meals/:entryId/edit" element={<P.MealEditPage />} />
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
