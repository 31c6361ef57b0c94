import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

const HEADER_LAYOUT = {
  beside: {
    header: 'flex-row flex-wrap items-end justify-between gap-3',
    controls: 'flex flex-wrap items-end gap-2',
  },
  // several filters do not fit beside the title on a phone
  below: { header: 'gap-3', controls: 'grid gap-2 sm:flex sm:flex-wrap' },
} as const;

/** A talent & crew tab: its title, its filters and actions, then what it shows. */
export function TabCard({
  title,
  description,
  controls,
  controlsPlacement = 'beside',
  children,
}: {
  title: string;
  description: string;
  controls?: ReactNode;
  controlsPlacement?: keyof typeof HEADER_LAYOUT;
  children: ReactNode;
}) {
  const layout = HEADER_LAYOUT[controlsPlacement];
  return (
    <Card>
      <CardHeader className={controls ? layout.header : undefined}>
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {controls ? <div className={layout.controls}>{controls}</div> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A member's or a program's top line: its name and badges, a line under it, and its buttons. */
export function RowHeading({
  name,
  badges,
  detail,
  actions,
}: {
  name: string;
  badges: ReactNode;
  detail: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-words font-semibold">{name}</span>
          {badges}
        </span>
        <span className="text-sm text-muted-foreground">{detail}</span>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden /> Edit
    </Button>
  );
}
