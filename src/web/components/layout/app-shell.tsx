import type { ReactNode } from 'react';
import type { PublicUser } from '../../../contract/auth';
import { MaintenanceBanner } from '../../features/app-status/maintenance-banner';
import { Header, SignedOutHeader } from './header';
import { MobileNav } from './mobile-nav';

export function AppShell({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MaintenanceBanner />
      {user ? <Header user={user} /> : <SignedOutHeader />}
      <main id="main" className={user ? 'flex-1 pb-24 md:pb-8' : 'flex-1'}>
        {children}
      </main>
      {user ? <MobileNav user={user} /> : null}
    </div>
  );
}
