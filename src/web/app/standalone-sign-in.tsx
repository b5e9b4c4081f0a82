// The installed app opens straight to this screen for a signed-out user: the landing page's
// waitlist pitch makes no sense once someone has installed the app.
import { LogIn } from 'lucide-react';
import { Button } from '../components/ui/button';
import { BrandMark } from '../components/layout/brand-mark';
import { goToSignIn } from '../lib/navigation';

export function StandaloneSignIn() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-900 to-brand-800 px-6 text-center text-white">
      <div className="flex w-full max-w-sm flex-col items-center gap-6">
        <BrandMark className="h-20 w-20 shadow-lg" />
        <div className="space-y-2">
          <h1 className="text-4xl font-extrabold tracking-tight">Crease</h1>
          <p className="text-lg text-brand-100">Nutrition tracking built for cricketers. Log a meal in one line.</p>
        </div>
        <Button variant="inverse" size="lg" className="w-full" onClick={goToSignIn}>
          <LogIn className="h-5 w-5" aria-hidden />
          Sign In
        </Button>
        <p className="text-sm text-brand-100">Your meals, goals and history stay synced with your account.</p>
      </div>
    </main>
  );
}
