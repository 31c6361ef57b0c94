import type { LucideIcon } from 'lucide-react';

/** steps render as a numbered list, facts as bullets, tips as a highlighted callout. */
export type GuideBlockKind = 'steps' | 'facts' | 'tips';
export type GuideBlock = { kind: GuideBlockKind; heading: string; items: string[] };
export type GuideSection = {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  blocks: GuideBlock[];
};
