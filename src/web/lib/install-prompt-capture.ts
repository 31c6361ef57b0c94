// Chromium offers to install the app through one `beforeinstallprompt` event, fired early and not
// again: main.tsx imports this module first thing, so the offer is kept from the start (the
// browser's own mini-infobar held back) for the install button (features/push/use-install-prompt.ts).

/** The event Chromium fires when the app can be installed (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** The latest install offer this page load received. */
export let installPrompt: InstallPromptEvent | undefined;

addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  installPrompt = event as InstallPromptEvent;
});
