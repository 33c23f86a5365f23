import { buttonClass } from '@/shared/ui/button';

/** Back to choosing a file, once a check or an import has ended. */
export function ImportAnotherButton({ onRestart }: { onRestart: () => void }) {
  return (
    <button type="button" className={buttonClass('secondary', 'lg', 'self-start')} onClick={onRestart}>
      Import another file
    </button>
  );
}
