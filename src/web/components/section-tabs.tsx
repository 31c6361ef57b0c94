import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

/** One section of a dashboard: its tab's label and what the tab shows. */
export type Section<Value extends string> = { value: Value; label: ReactNode; content: ReactNode };

/**
 * A dashboard's sections as tabs (admin, vendor, talent & crew): the triggers in a muted bar,
 * then each section's content. Controlled with `value`, else it starts on `defaultValue`.
 * On a touch screen every trigger is at least 44 px tall, a thumb's reach, whatever its classes.
 */
export function SectionTabs<Value extends string>({
  label,
  sections,
  value,
  defaultValue,
  onValueChange,
  className = 'grid min-w-0 gap-4',
  listClassName,
  triggerClassName,
}: {
  label: string;
  sections: readonly Section<Value>[];
  value?: Value;
  defaultValue?: Value;
  onValueChange?: (value: Value) => void;
  className?: string;
  listClassName: string;
  triggerClassName: string;
}) {
  return (
    <Tabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as Value)}
      className={className}
    >
      <Tabs.List aria-label={label} className={listClassName}>
        {sections.map((section) => (
          <Tabs.Trigger
            key={section.value}
            value={section.value}
            className={`${triggerClassName} pointer-coarse:min-h-11`}
          >
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value}>
          {section.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
