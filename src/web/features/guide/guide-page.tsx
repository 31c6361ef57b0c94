import {
  BookOpen,
  CircleCheck,
  Copy,
  KeyRound,
  LifeBuoy,
  Lightbulb,
  Mail,
  Presentation,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Role } from '../../../contract/auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/use-auth';
import {
  DEMO_PASSWORD,
  ROLE_LABELS,
  SUPPORT_EMAIL,
  SUPPORT_SUBJECT,
  TEST_ACCOUNTS,
  sectionsForRole,
} from './guide-content';
import type { GuideBlock, GuideSection } from './guide-types';

export function GuidePage() {
  const { user } = useAuth();
  // The route table only lets signed-in users here; fall back to the customer guide just in case.
  const role: Role = user?.role ?? 'user';
  const sections = sectionsForRole(role);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = sections.find((section) => section.id === activeId) ?? sections[0];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <BookOpen aria-hidden className="size-7 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Guide</h1>
          <Badge variant="accent">{ROLE_LABELS[role]}</Badge>
        </div>
        <p className="text-muted-foreground">
          Step-by-step help for {ROLE_LABELS[role].toLowerCase()}s: pick a topic to get started.
        </p>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <SectionNav sections={sections} activeId={active?.id} onSelect={setActiveId} />
        <div className="flex min-w-0 flex-col gap-6">
          {active ? <SectionPanel section={active} /> : null}
          <div className="grid gap-6 md:grid-cols-2">
            <TestAccountsCard />
            <HelpCard />
          </div>
        </div>
      </div>
    </div>
  );
}

type SectionNavProps = {
  sections: GuideSection[];
  activeId: string | undefined;
  onSelect: (id: string) => void;
};

function SectionNav({ sections, activeId, onSelect }: SectionNavProps) {
  return (
    <nav aria-label="Guide sections" className="min-w-0 lg:sticky lg:top-6 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections.map(({ id, title, icon: Icon }) => {
          const isActive = id === activeId;
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                aria-current={isActive ? 'true' : undefined}
                onClick={() => onSelect(id)}
                className={cn(
                  'flex h-10 w-full items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors lg:h-11 lg:rounded-xl',
                  isActive
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {title}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SectionPanel({ section }: { section: GuideSection }) {
  const Icon = section.icon;
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <h2 id={headingId} className="text-xl font-semibold sm:text-2xl">
            {section.title}
          </h2>
        </div>
        <CardDescription className="text-base">{section.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {section.blocks.map((block) => (
          <GuideBlockView key={block.heading} block={block} />
        ))}
      </CardContent>
    </Card>
  );
}

function GuideBlockView({ block }: { block: GuideBlock }) {
  if (block.kind === 'tips') {
    return (
      <section className="rounded-xl border border-accent/30 bg-accent/10 p-4">
        <h3 className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-4 text-accent" />
          {block.heading}
        </h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    );
  }
  const isSteps = block.kind === 'steps';
  const List = isSteps ? 'ol' : 'ul';
  return (
    <section>
      <h3 className="font-semibold">{block.heading}</h3>
      <List className="mt-3 flex flex-col gap-2.5">
        {block.items.map((item, position) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed">
            {isSteps ? (
              <span
                aria-hidden
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold text-foreground"
              >
                {position + 1}
              </span>
            ) : (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            )}
            <span>{item}</span>
          </li>
        ))}
      </List>
    </section>
  );
}

function TestAccountsCard() {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-accent" />
          Test Accounts
        </CardTitle>
        <CardDescription>
          Try every role. Password for all:{' '}
          <code className="font-mono text-foreground">{DEMO_PASSWORD}</code>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2">
          {TEST_ACCOUNTS.map(({ role, email }) => (
            <div key={email} className="rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{role}</dt>
              <dd className="font-mono text-sm break-all">{email}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

async function copySupportEmail() {
  try {
    await navigator.clipboard.writeText(SUPPORT_EMAIL);
    toast({ title: 'Copied', description: `${SUPPORT_EMAIL} copied to your clipboard.` });
  } catch {
    // Clipboard access is missing or blocked (insecure origin, denied permission): show the address instead.
    toast({ title: 'Copy not available', description: `Email us at ${SUPPORT_EMAIL}` });
  }
}

function HelpCard() {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(SUPPORT_SUBJECT)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy aria-hidden className="size-5 text-primary" />
          Need More Help?
        </CardTitle>
        <CardDescription>
          Questions about orders, payments or your account? Write to{' '}
          <span className="break-all text-foreground">{SUPPORT_EMAIL}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild>
          <a href={mailto}>
            <Mail aria-hidden />
            Email Support
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link href="/presentation">
            <Presentation aria-hidden />
            View Presentation
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => void copySupportEmail()}>
          <Copy aria-hidden />
          Copy support email
        </Button>
      </CardContent>
    </Card>
  );
}
