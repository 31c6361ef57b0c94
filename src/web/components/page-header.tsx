import type { ReactNode } from 'react';

/** A back-office page's header: its h1 and what it is about, its actions beside them. */
export function PageHeader({
  title,
  about,
  actions,
}: {
  title: string;
  about: ReactNode;
  actions: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        {about}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </header>
  );
}
