import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../../contract/money';
import {
  MAX_TIP_CENTS,
  TIP_PERCENTS,
  tipCentsOf,
  readTip,
  type TipChoice,
} from '../../../contract/tips';
import { FieldError, Input, Label } from '../../components/ui/input';
import { cn } from '../../lib/cn';

type Option = { key: string; choice: TipChoice; title: string };

/** The message under a custom amount that is not one (null when it is, or is still empty). */
export function customTipError(choice: TipChoice): string | null {
  if (choice.kind !== 'custom' || choice.amount.trim() === '') return null;
  const tip = readTip(choice.amount);
  return 'message' in tip ? tip.message : null;
}

function Segment({
  name,
  isChecked,
  disabled,
  onSelect,
  children,
}: {
  name: string;
  isChecked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 min-w-0 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-1 py-1.5 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        isChecked ? 'border-primary bg-primary/10 font-semibold' : 'border-border hover:bg-muted',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={isChecked}
        disabled={disabled}
        onChange={onSelect}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/**
 * The tip for the vendor: none, a share of the food subtotal (each showing its dollars) or a
 * custom amount. A real radio group, so arrow keys move between the choices.
 */
export function TipSelector({
  choice,
  onChange,
  foodSubtotalCents,
  disabled,
}: {
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
  /** The food subtotal shares are taken of; null while the first quote loads. */
  foodSubtotalCents: number | null;
  disabled?: boolean;
}) {
  const id = useId();
  const options: Option[] = [
    { key: 'none', choice: { kind: 'none' }, title: 'No tip' },
    ...TIP_PERCENTS.map((percent) => ({
      key: String(percent),
      choice: { kind: 'percent', percent } as const,
      title: `${percent}%`,
    })),
    {
      key: 'custom',
      choice: { kind: 'custom', amount: choice.kind === 'custom' ? choice.amount : '' },
      title: 'Custom',
    },
  ];
  const isChosen = (option: TipChoice) =>
    option.kind === choice.kind &&
    (option.kind !== 'percent' || (choice.kind === 'percent' && option.percent === choice.percent));
  const amountOf = (option: TipChoice) => {
    if (option.kind === 'none') return formatMoney(0);
    if (option.kind === 'custom' || foodSubtotalCents === null) return null;
    return formatMoney(tipCentsOf(option, foodSubtotalCents) ?? 0);
  };
  const error = customTipError(choice);
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Tip for the vendor</legend>
      <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-5">
        {options.map((option) => {
          const amount = amountOf(option.choice);
          return (
            <Segment
              key={option.key}
              name={`${id}-tip`}
              isChecked={isChosen(option.choice)}
              disabled={disabled}
              onSelect={() => onChange(option.choice)}
            >
              <span className="leading-tight">{option.title}</span>{' '}
              {amount ? (
                <span className="text-xs leading-tight tabular-nums text-muted-foreground">
                  {amount}
                </span>
              ) : null}
            </Segment>
          );
        })}
      </div>
      {choice.kind === 'custom' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-custom`}>Custom tip ($)</Label>
          <Input
            id={`${id}-custom`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={20}
            value={choice.amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-hint`}
            onChange={(event) => onChange({ kind: 'custom', amount: event.target.value })}
          />
          {error ? (
            <FieldError id={errorId} message={error} />
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              Up to {formatMoney(MAX_TIP_CENTS)}. All of it goes to the vendor.
            </p>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
