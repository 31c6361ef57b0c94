import type { ReactNode } from 'react';
import type { PublicUser } from '../../../contract/auth';
import { MaintenanceBanner } from '../../features/app-status/maintenance-banner';
import { AfterFirstPaint } from '../../lib/first-paint';
import { useDocumentTitle } from '../../lib/page-navigation';
import { ConnectionBanner } from '../connection/connection-banner';
import { Header, SignedOutHeader } from './header';
import { BottomBar } from './bottom-bar';

/** A screen in the shell: who is signed in, the browser tab's title, the screen itself. */
export type ShellProps = { user: PublicUser | null; title: string; children: ReactNode };

export function AppShell({ user, title, children }: ShellProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <MaintenanceBanner />
      {user ? <Header user={user} /> : <SignedOutHeader />}
      {/* customer spec 4: in the page flow, so it pushes the content and never covers the bar */}
      <ConnectionBanner />
      <main id="main" className={user ? 'flex-1 pb-24 md:pb-8' : 'flex-1'}>
        {children}
      </main>
      {/* fixed at the bottom: it comes in after the first paint without moving the page */}
      {user ? (
        <AfterFirstPaint>
          <BottomBar user={user} />
        </AfterFirstPaint>
      ) : null}
    </div>
  );
}
