import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useState } from 'react';
import { isOffline, OFFLINE_ACTION } from '@/shared/http/connection';
import { cx } from './cx';

interface Note {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
  /** A button in the toast; such a toast stays until it is used or dismissed. */
  action?: { label: string; run: () => void };
}

// A module-level queue, so any code (a mutation's onError) can raise a toast without a context.
let notes: Note[] = [];
let nextId = 1;
const listeners = new Set<(notes: Note[]) => void>();
const publish = () => {
  for (const listener of listeners) listener(notes);
};
function push(kind: Note['kind'], message: string, action?: Note['action']) {
  notes = [...notes, { id: nextId++, kind, message, ...(action ? { action } : {}) }];
  publish();
}
const dismiss = (id: number) => {
  notes = notes.filter((note) => note.id !== id);
  publish();
};

/** The toasts raised and not yet dismissed, oldest first: what the Toaster shows. */
export const raisedToasts = (): readonly Note[] => notes;
/** Dismisses every toast: a new page starts with none (the web tests' set-up, between tests). */
export function dismissAllToasts() {
  notes = [];
  publish();
}

/** Tells the user an action failed (SPEC §8: failed fetches are only logged; failed actions are said). */
export const toastError = (message: string) => push('error', isOffline() ? OFFLINE_ACTION : message);
export const toastSuccess = (message: string) => push('success', message);
/** Something the user may do now (a new version to load): stays until used or dismissed. */
export const toastAction = (message: string, action: NonNullable<Note['action']>) =>
  push('info', message, action);

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
            {...(note.action ? { duration: Number.POSITIVE_INFINITY } : {})}
            onOpenChange={(open) => !open && dismiss(note.id)}
            className={cx(
              'flex items-start gap-3 rounded-2xl px-4 py-3 text-sm shadow-card ring-1',
              note.kind === 'error'
                ? 'bg-red-50 text-red-900 ring-red-200'
                : note.kind === 'info'
                  ? 'items-center bg-navy-900 text-white ring-navy-700'
                  : 'bg-teal-50 text-teal-900 ring-teal-200',
            )}
          >
            {note.kind !== 'info' && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
            <Toast.Title className="flex-1">{note.message}</Toast.Title>
            {note.action && (
              <Toast.Action
                altText={note.action.label}
                onClick={note.action.run}
                className="min-h-11 min-w-11 rounded-full bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50"
              >
                {note.action.label}
              </Toast.Action>
            )}
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
