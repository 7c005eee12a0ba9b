/** A choice of a few options side by side (a radio group on Radix's primitive). */
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';

export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className="segmented-field">
      <span className={hideLabel ? 'visually-hidden' : 'segmented-label'} id={id}>
        {label}
      </span>
      <RadioGroup.Root
        className="segmented"
        aria-labelledby={id}
        value={value}
        onValueChange={(v) => onChange(v as T)}
        orientation="horizontal"
      >
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} className="segment">
            {o.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
