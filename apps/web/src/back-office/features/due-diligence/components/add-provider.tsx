import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { providerOptionsQuery } from '@/back-office/features/due-diligence/api/get-provider-options';
import { buttonClass } from '@/shared/ui/button';
import { smallControl } from './panel-entry-row';
import type { Entry } from './use-panel-form';

interface AddProviderProps {
  /** The form's prefix of element ids. */
  id: string;
  entries: readonly Entry[];
  onAdd: (entry: Entry) => void;
}

/** Chooses a provider not yet on the panel and adds it at the end, unrated. */
export function AddProvider({ id, entries, onAdd }: AddProviderProps) {
  const options = useQuery(providerOptionsQuery());
  const [adding, setAdding] = useState('');
  const onPanel = new Set(entries.map((entry) => entry.provider_id));
  const available = (options.data ?? []).filter((option) => !onPanel.has(option.uuid));
  const add = () => {
    const option = available.find((item) => item.uuid === adding);
    if (!option) return;
    onAdd({ provider_id: option.uuid, name: option.name, rating: '', summary: '' });
    setAdding('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-[min(14rem,100%)] flex-col gap-1.5">
        <label htmlFor={`${id}-add`} className="text-sm font-medium text-ink">
          Add a provider
        </label>
        <select
          id={`${id}-add`}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          disabled={!options.data}
          className={`${smallControl} appearance-auto pr-3`}
        >
          <option value="">{options.isPending ? 'Loading providers…' : 'Choose a provider'}</option>
          {available.map((option) => (
            <option key={option.uuid} value={option.uuid}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'min-h-11')}
        onClick={add}
        disabled={!adding}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add
      </button>
    </div>
  );
}
