import { Bell, Clock, CreditCard, MapPin, Store, ShieldCheck, UtensilsCrossed } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../contract/demo';
import { HttpError } from '../../lib/api';
import { LoginForm } from './login-form';
import { useLogin } from './use-sign-in';

const ROLE_ICONS = { Customer: UtensilsCrossed, Vendor: Store, Admin: ShieldCheck } as const;

const STEPS = [
  {
    icon: MapPin,
    title: 'Find food near the venue',
    text: 'Trucks and restaurants a short walk from your gate.',
  },
  {
    icon: CreditCard,
    title: 'Order and pay mid-show',
    text: 'Pick ASAP or a time after the encore.',
  },
  { icon: Bell, title: 'Get the ready ping', text: 'Your phone buzzes when your order is up.' },
  { icon: Clock, title: 'Walk up, skip the line', text: 'Show your pickup code and go.' },
];

/** The signed-out screen for every path but /presentation and /signup (accounts spec 2.1). */
export function LandingPage() {
  const login = useLogin();
  const demoLogin = (email: string) =>
    login.mutate(
      { email, password: DEMO_PASSWORD },
      {
        onError: (error) => {
          // customer spec 8: a failed demo login is logged with its status
          console.warn(`Login failed: ${error instanceof HttpError ? error.status : 'network'}`);
        },
      },
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[1.1fr_1fr] md:py-14">
      <section className="flex flex-col justify-center gap-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-800 dark:text-accent">
          Skip the post-show lines
        </p>
        <h1 className="text-4xl font-extrabold leading-tight tracking-tight md:text-5xl">
          Your post-show meal, <span className="text-primary">solved.</span>
        </h1>
        <p className="max-w-prose text-lg text-muted-foreground">
          CurtainCall lets you pre-order from food trucks and restaurants around the venue during
          the show, then pick up the moment it is ready. No queue at the curb at 23:05.
        </p>
        <ol className="grid gap-3 sm:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-border bg-card p-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">Sign in</CardTitle>
            <CardDescription>
              Welcome back. Sign in to order, run your stand or manage the event.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
          </CardContent>
        </Card>
        <Card className="border-dashed">
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Try the demo</CardTitle>
            <CardDescription>
              One tap signs you in with a demo account (password {DEMO_PASSWORD}).
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            {DEMO_ACCOUNTS.map(({ role, email }) => {
              const Icon = ROLE_ICONS[role];
              return (
                <Button
                  key={role}
                  variant="secondary"
                  disabled={login.isPending}
                  onClick={() => demoLogin(email)}
                >
                  <Icon />
                  Login as {role}
                </Button>
              );
            })}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
