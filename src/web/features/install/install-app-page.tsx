// How to install Crease on each platform, plus a one-tap install where the browser allows it.
import { CheckCircle2, Download, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { canPromptInstall, promptInstall, subscribeInstallPrompt } from '../../lib/install-prompt';
import { dismissInstall, isInstallDismissed, isStandalone } from '../../lib/install-state';
import { toast } from '../../lib/toast';

const PLATFORMS = [
  {
    icon: Smartphone,
    title: 'Android (Chrome)',
    steps: [
      'Open Crease in Chrome.',
      'Tap the ⋮ menu at the top right.',
      'Tap “Install app” (or “Add to Home screen”).',
      'Confirm with “Install”.',
    ],
  },
  {
    icon: Tablet,
    title: 'iPhone and iPad (Safari)',
    steps: [
      'Open Crease in Safari.',
      'Tap the Share button (the square with an arrow).',
      'Scroll and tap “Add to Home Screen”.',
      'Tap “Add” at the top right.',
    ],
  },
  {
    icon: Monitor,
    title: 'Computer (Chrome or Edge)',
    steps: [
      'Open Crease in Chrome or Edge.',
      'Click the install icon at the right end of the address bar.',
      'Click “Install”.',
      'Crease opens in its own window and appears with your apps.',
    ],
  },
];

export function InstallAppPage() {
  const canPrompt = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall);
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  const installed = isStandalone();

  return (
    <PageContainer
      title="Install Crease"
      description="Put Crease on your home screen: it opens full screen, like any other app, and logs meals in a tap."
    >
      {installed ? (
        <Card className="mb-6 flex items-center gap-3 border-brand-200 bg-brand-50 p-4 text-brand-900">
          <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden />
          You are using the installed app already.
        </Card>
      ) : null}
      {canPrompt && !installed ? (
        <Button size="lg" className="mb-6 w-full sm:w-auto" onClick={() => void promptInstall()}>
          <Download className="h-5 w-5" aria-hidden />
          Install Crease
        </Button>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {PLATFORMS.map(({ icon: Icon, title, steps }) => (
          <Card key={title} className="p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
              {title}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-700">
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
      {installed || dismissed ? null : (
        <button
          type="button"
          className="tap mt-6 inline-flex items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          onClick={() => {
            dismissInstall();
            setDismissed(true);
            toast({ title: 'Install tips hidden', description: 'You can still find this page at /install-app.' });
          }}
        >
          Don&apos;t show install tips again
        </button>
      )}
    </PageContainer>
  );
}
