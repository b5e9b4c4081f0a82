// Install banner of the meals log (SPEC §2): the browser's own prompt when it offers one,
// otherwise the install instructions dialog. Hidden once installed or dismissed.
import { Smartphone, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { canPromptInstall, promptInstall, subscribeInstallPrompt } from '../../lib/install-prompt';
import { dismissInstall, shouldOfferInstall } from '../../lib/install-state';

export function InstallBanner() {
  const [visible, setVisible] = useState(shouldOfferInstall);
  const [instructions, setInstructions] = useState(false);
  const canPrompt = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
  if (!visible) return null;
  const install = async () => {
    if (canPrompt && (await promptInstall())) setVisible(false);
    else if (!canPrompt) setInstructions(true);
  };
  return (
    <div className="mb-4 flex items-center gap-3 rounded-2xl bg-brand-900 p-3 text-white">
      <Smartphone className="h-6 w-6 shrink-0" aria-hidden />
      <p className="flex-1 text-sm">Install Crease for one-tap logging after every session.</p>
      <Button variant="inverse" size="sm" onClick={() => void install()}>
        Install App
      </Button>
      <button
        type="button"
        aria-label="Dismiss install banner"
        className="tap inline-flex items-center justify-center rounded-md p-1 hover:bg-white/10"
        onClick={() => {
          dismissInstall();
          setVisible(false);
        }}
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
      <Dialog open={instructions} onOpenChange={setInstructions}>
        <DialogContent title="Install Crease" description="Add Crease to your home screen to open it like an app.">
          <ul className="mt-4 grid gap-2 text-sm text-stone-700">
            <li>
              <strong>iPhone (Safari):</strong> tap Share, then “Add to Home Screen”.
            </li>
            <li>
              <strong>Android (Chrome):</strong> open the ⋮ menu, then “Install app”.
            </li>
            <li>
              <strong>Desktop:</strong> use the install icon in the address bar.
            </li>
          </ul>
          <div className="mt-6 flex justify-end gap-2">
            <Link to="/install-app" className={buttonClass('outline')}>
              More help
            </Link>
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
