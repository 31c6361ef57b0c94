import { useEffect, useState } from 'react';
import { installPrompt, type InstallPromptEvent } from '../../lib/install-prompt-capture';

/** Offers already shown (the browser allows one prompt per offer), or all once installed. */
const usedOffers = new WeakSet<Event>();
let isInstalled = false;

const currentOffer = () =>
  installPrompt && !isInstalled && !usedOffers.has(installPrompt) ? installPrompt : null;

/**
 * Chromium's offer to install the app (Android, desktop), kept since the page loaded: `install`
 * shows the browser's own prompt once; after it, whatever the person chose, or once the app is
 * installed, there is nothing more to offer. Never offered where the browser makes no offer.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(currentOffer);
  useEffect(() => {
    // the page's own listener (main.tsx) has kept a new offer by now: it was added first
    const onOffer = () => setOffer(currentOffer());
    const onInstalled = () => {
      isInstalled = true;
      setOffer(null);
    };
    addEventListener('beforeinstallprompt', onOffer);
    addEventListener('appinstalled', onInstalled);
    return () => {
      removeEventListener('beforeinstallprompt', onOffer);
      removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async () => {
    if (!offer) return;
    usedOffers.add(offer);
    setOffer(null);
    await offer.prompt();
    await offer.userChoice;
  };
  return { canInstall: offer !== null, install };
}
