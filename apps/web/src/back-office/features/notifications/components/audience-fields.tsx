import { Controller, type UseFormReturn } from 'react-hook-form';
import { RecipientPicker } from './recipient-picker';
import type { ComposeValues } from './use-compose-form';

const AUDIENCES = [
  ['all', 'All clients'],
  ['client', 'One client'],
] as const;

interface AudienceFieldsProps {
  form: UseFormReturn<ComposeValues>;
  audience: ComposeValues['audience'];
}

/** Who the notification goes to: all clients, or the one client chosen. */
export function AudienceFields({ form, audience }: AudienceFieldsProps) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Send to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {AUDIENCES.map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="size-4 accent-teal-600"
                {...form.register('audience')}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {audience === 'client' && (
        <Controller
          control={form.control}
          name="recipient"
          rules={{ validate: (recipient) => recipient !== null || 'Choose a client.' }}
          render={({ field, fieldState }) => (
            <RecipientPicker
              value={field.value}
              onChange={(chosen) => {
                field.onChange(chosen);
                form.clearErrors('recipient');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}
