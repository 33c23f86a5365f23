import { Monitor, Smartphone, Tablet } from 'lucide-react';

const iconOf = (device: string) =>
  /phone/i.test(device) ? Smartphone : /tablet|ipad/i.test(device) ? Tablet : Monitor;

/** A session's or trusted device's device and browser, a badge, and its facts as a description list. */
export function DeviceFacts({
  device,
  browser,
  badge,
  facts,
}: {
  device: string;
  browser: string;
  badge: string | null;
  facts: Array<[label: string, value: string]>;
}) {
  const Icon = iconOf(device);
  return (
    <div className="flex min-w-0 grow basis-64 gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50 text-accent-ink">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold wrap-anywhere text-ink">{device}</span>
          {badge && (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
              {badge}
            </span>
          )}
        </p>
        <p className="text-sm wrap-anywhere text-ink">{browser}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="min-w-0 wrap-anywhere text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
