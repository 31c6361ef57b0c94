import type { ReactNode } from 'react';
import type { PublicUser } from '../../../contract/auth';
import { MaintenanceBanner } from '../../features/app-status/maintenance-banner';
import { useDocumentTitle } from '../../lib/page-navigation';
import { ConnectionBanner } from '../connection/connection-banner';
import { Header, SignedOutHeader } from './header';
import { BottomBar } from './bottom-bar';
import { SkipLink, SKIP_TO_MAIN, type SkipTarget } from './skip-link';

/** A screen in the shell: who is signed in, the browser tab's title, the screen itself. */
export type ShellProps = {
  user: PublicUser | null;
  title: string;
  children: ReactNode;
  /** Where the skip link goes; the main content unless the screen names its own target. */
  skipTo?: SkipTarget;
};

export function AppShell({ user, title, children, skipTo = SKIP_TO_MAIN }: ShellProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* a printed page (a receipt) is the screen's content alone, without the app around it */}
      <div className="contents print:hidden">
        <SkipLink target={skipTo} />
        <MaintenanceBanner />
        {user ? <Header user={user} /> : <SignedOutHeader />}
        {/* customer spec 4: in the page flow, so it pushes the content and never covers the bar */}
        <ConnectionBanner />
      </div>
      <main
        id={SKIP_TO_MAIN.id}
        tabIndex={-1}
        className={user ? 'flex-1 pb-24 outline-none md:pb-8 print:pb-0' : 'flex-1 outline-none'}
      >
        {children}
      </main>
      {/* fixed at the bottom, so it never moves the page */}
      {user ? (
        <div className="contents print:hidden">
          <BottomBar user={user} />
        </div>
      ) : null}
    </div>
  );
}
