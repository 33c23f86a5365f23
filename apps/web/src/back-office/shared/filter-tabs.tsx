import { buttonClass } from '@/shared/ui/button';

export interface FilterTab<Value extends string> {
  value: Value;
  label: string;
}

/** A row of buttons that pick one of a table's views (pending, approved…); the one shown is the current page. */
export function FilterTabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  /** The navigation's name for screen readers. */
  label: string;
  tabs: readonly FilterTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <nav aria-label={label} className="flex gap-2">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-current={tab.value === value ? 'page' : undefined}
          className={buttonClass(tab.value === value ? 'primary' : 'secondary', 'md', 'min-h-11 px-3')}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}
