import type { ThemeChoice } from '@sextant/contracts/rules/theme';
import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { readThemeChoice, saveThemeChoice } from '@/shared/theme/theme';

const OPTIONS: { choice: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { choice: 'light', label: 'Light', icon: Sun },
  { choice: 'dark', label: 'Dark', icon: Moon },
  { choice: 'system', label: 'System', icon: Monitor },
];

/**
 * Light, dark or the device's setting: a preference of this device (kept in its storage, not on the
 * server), shown at once. Native radios, as the period pickers: one tab stop and arrow keys between them.
 */
export function AppearanceSection() {
  const [choice, setChoice] = useState(readThemeChoice);
  const name = useId();
  const hint = useId();

  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveThemeChoice(next);
  };

  return (
    <section aria-labelledby="appearance-heading" className="flex flex-col gap-3">
      <h2 id="appearance-heading" className="text-lg font-semibold tracking-tight text-ink">
        Appearance
      </h2>
      <div
        role="radiogroup"
        aria-labelledby="appearance-heading"
        aria-describedby={hint}
        className="grid grid-cols-3 gap-1 rounded-xl bg-navy-50 p-1 ring-1 ring-line sm:max-w-md"
      >
        {OPTIONS.map(({ choice: option, label, icon: Icon }) => (
          <label key={option} className="relative flex">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === choice}
              onChange={() => choose(option)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink-muted transition-colors peer-checked:bg-surface peer-checked:text-ink peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus hover:text-ink">
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {label}
            </span>
          </label>
        ))}
      </div>
      <p id={hint} className="text-sm text-ink-muted">
        Kept on this device. System follows your device&apos;s light or dark setting.
      </p>
    </section>
  );
}
