import { useId } from 'react';

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A small set of exclusive choices drawn as one segmented control (native radios). */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  className = 'compose-suboptions',
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="compose-sublegend">{legend}</legend>
      <div className="compose-segmented">
        {options.map((option) => (
          <label key={option} className="compose-segment">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
