import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../lib/page-navigation';
import { AppShell, type ShellProps } from '../layout/app-shell';
import { ScreenErrorBoundary } from '../shell/screen-error-boundary';
import { LoadingScreen } from '../shell/splash-screen';

/**
 * A route's page in the shell; `title` names it in the browser tab (WCAG 2.4.2). A screen whose
 * code fails to download shows its error inside the shell, so the header and navigation stay
 * usable.
 */
export function Page({ user, title, children, skipTo }: ShellProps) {
  const [location] = useLocation();
  return (
    <AppShell user={user} title={title} skipTo={skipTo}>
      <ScreenErrorBoundary location={location}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </ScreenErrorBoundary>
    </AppShell>
  );
}

/**
 * A screen that fills the whole display with no header or navigation (the kitchen screen on a
 * counter tablet): it brings its own <main> and its own way back; the title and the error and
 * loading handling are a page's.
 */
export function FullScreenPage({ title, children }: { title: string; children: ReactNode }) {
  const [location] = useLocation();
  useDocumentTitle(title);
  return (
    <ScreenErrorBoundary location={location}>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
