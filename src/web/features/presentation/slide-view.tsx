import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Slide, type SlideLink } from './slides';

type SlideViewProps = { slide: Slide; position: number; total: number };

export function SlideView({ slide, position, total }: SlideViewProps) {
  const isWide = slide.points.length > 4;
  return (
    // a div: 'group' (the APG carousel's slide role) is not an allowed role on <article>
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${slide.title}`}
      className="mx-auto my-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 uppercase dark:text-accent">
            {String(position).padStart(2, '0')} / {String(total).padStart(2, '0')}
          </p>
          <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {slide.title}
          </h2>
          <p className="mt-3 text-xl font-semibold text-balance text-primary sm:text-3xl">
            {slide.headline}
          </p>
          <p className="mt-3 text-base text-pretty text-muted-foreground sm:text-lg">
            {slide.lede}
          </p>
        </div>
        {slide.stat ? (
          <div className="shrink-0 rounded-2xl border border-primary/40 bg-primary/10 px-5 py-4 lg:max-w-72">
            <p className="text-3xl font-extrabold whitespace-nowrap text-foreground sm:text-4xl">
              {slide.stat.value}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{slide.stat.label}</p>
          </div>
        ) : null}
      </div>
      {slide.points.length > 0 ? (
        <ul className={cn('grid gap-3 sm:grid-cols-2 sm:gap-4', isWide && 'lg:grid-cols-3')}>
          {slide.points.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full bg-card/80 backdrop-blur">
                <CardHeader className="flex-row items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div className="flex flex-col gap-1">
                    <CardTitle as="h3" className="text-base sm:text-lg">
                      {title}
                    </CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </div>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {slide.links ? <TryPlatform links={slide.links} /> : null}
    </div>
  );
}

function TryPlatform({ links }: { links: SlideLink[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(({ href, label, text, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-start gap-3 rounded-2xl border border-border bg-card/80 p-4 transition-colors hover:border-primary hover:bg-muted"
            >
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
                <span className="font-mono text-xs text-amber-800 dark:text-accent">{href}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Card className="bg-card/80">
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <KeyRound aria-hidden className="size-4 text-accent" />
            Demo accounts
          </CardTitle>
          <CardDescription>
            Password for all three:{' '}
            <code className="font-mono text-foreground">{DEMO_PASSWORD}</code>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-2 text-sm">
            {DEMO_ACCOUNTS.map(({ role, email }) => (
              <div key={email} className="flex flex-col rounded-xl bg-muted px-3 py-2">
                <dt className="text-xs text-muted-foreground">{role}</dt>
                <dd className="font-mono break-all">{email}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
