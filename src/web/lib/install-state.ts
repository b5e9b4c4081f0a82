// Installed-app detection (SPEC §9) and the user's choice to stop seeing install prompts.
import { readString, writeString } from './device-storage';

export const INSTALL_DISMISSED_KEY = 'installAppDismissed';

/** Standalone display mode, iOS's navigator.standalone, or launched from an Android app (TWA). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false; // the build-time prerender has no browser
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    nav.standalone === true ||
    document.referrer.startsWith('android-app://')
  );
}

export function isInstallDismissed(): boolean {
  return readString('local', INSTALL_DISMISSED_KEY) === 'true';
}

export function dismissInstall(): void {
  writeString('local', INSTALL_DISMISSED_KEY, 'true');
}

/** Whether to advertise installing: not already installed and not dismissed. */
export function shouldOfferInstall(): boolean {
  return !isStandalone() && !isInstallDismissed();
}
