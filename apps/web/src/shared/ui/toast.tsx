import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { cx } from './cx';

interface Note {
  id: number;
  kind: 'error' | 'success';
  message: string;
}

// A module-level queue, so any code (a mutation's onError) can raise a toast without a context.
let notes: Note[] = [];
let nextId = 1;
const listeners = new Set<(notes: Note[]) => void>();
const publish = () => {
  for (const listener of listeners) listener(notes);
};
function push(kind: Note['kind'], message: string) {
  notes = [...notes, { id: nextId++, kind, message }];
  publish();
}
const dismiss = (id: number) => {
  notes = notes.filter((note) => note.id !== id);
  publish();
};

/** Tells the user an action failed (SPEC §8: failed fetches are only logged; failed actions are said). */
export const toastError = (message: string) => push('error', message);
export const toastSuccess = (message: string) => push('success', message);

/** Mounted once, in the signed-in layout. */
export function Toaster() {
  const [shown, setShown] = useState(notes);
  useEffect(() => {
    listeners.add(setShown);
    return () => {
      listeners.delete(setShown);
    };
  }, []);
  return (
    <Toast.Provider swipeDirection="down" duration={5000}>
      {shown.map((note) => {
        const Icon = note.kind === 'error' ? CircleAlert : CircleCheck;
        return (
          <Toast.Root
            key={note.id}
            type={note.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismiss(note.id)}
            className={cx(
              'flex items-start gap-3 rounded-2xl px-4 py-3 text-sm shadow-card ring-1',
              note.kind === 'error'
                ? 'bg-red-50 text-red-900 ring-red-200'
                : 'bg-teal-50 text-teal-900 ring-teal-200',
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <Toast.Title className="flex-1">{note.message}</Toast.Title>
            <Toast.Close
              aria-label="Dismiss"
              className="rounded-full p-0.5 hover:bg-black/5 dark:hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed inset-x-0 bottom-[calc(var(--height-tabbar)+env(safe-area-inset-bottom)+0.5rem)] z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4 outline-none md:right-4 md:bottom-4 md:left-auto" />
    </Toast.Provider>
  );
}
