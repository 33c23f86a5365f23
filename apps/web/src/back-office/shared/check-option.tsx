/**
 * One checkbox with its words beside it, a 44 px tall target: the back office's list filters ("Unread only",
 * "My clients only") and its on/off choices.
 */
export function CheckOption({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-teal-600"
      />
      {label}
    </label>
  );
}
