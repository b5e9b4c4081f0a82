// Every screen is its own chunk, so the landing page's first load carries none of the signed-in
// screens (and a signed-in user downloads no marketing page). The frame is in lazy-app-frame.ts.
import { lazy } from 'react';

export const LandingPage = lazy(() =>
  import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const MealsPage = lazy(() => import('../features/meals/meals-page').then((m) => ({ default: m.MealsPage })));
export const MealDetailPage = lazy(() =>
  import('../features/meal-detail/meal-detail-page').then((m) => ({ default: m.MealDetailPage })),
);
export const MealEditPage = lazy(() =>
  import('../features/meal-edit/meal-edit-page').then((m) => ({ default: m.MealEditPage })),
);
export const TrendsPage = lazy(() => import('../features/trends/trends-page').then((m) => ({ default: m.TrendsPage })));
export const ProfilePage = lazy(() =>
  import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
export const BlogListPage = lazy(() =>
  import('../features/blog/blog-list-page').then((m) => ({ default: m.BlogListPage })),
);
export const BlogPostPage = lazy(() =>
  import('../features/blog/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);
export const CalorieGuessPage = lazy(() =>
  import('../features/calorie-guess/calorie-guess-page').then((m) => ({ default: m.CalorieGuessPage })),
);
export const MetricsExplanationPage = lazy(() =>
  import('../features/metrics/metrics-explanation-page').then((m) => ({ default: m.MetricsExplanationPage })),
);
export const InstallAppPage = lazy(() =>
  import('../features/install/install-app-page').then((m) => ({ default: m.InstallAppPage })),
);
export const CoachReportPage = lazy(() =>
  import('../features/coach-report/coach-report-page').then((m) => ({ default: m.CoachReportPage })),
);
