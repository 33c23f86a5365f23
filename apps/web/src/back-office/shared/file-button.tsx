import { type ButtonHTMLAttributes, type ChangeEvent, type InputHTMLAttributes, useRef } from 'react';
import { buttonClass } from '@/shared/ui/button';

interface FileButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** The file input's id and accept, and how it is named (aria-label, or aria-hidden when the button says it all). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className' | 'tabIndex'>;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file chooser; the input itself is out of sight and out of the tab order. Its
 * value is cleared after each choice, so choosing the same file again (after fixing it) is seen.
 */
export function FileButton({ input, onFile, children, ...button }: FileButtonProps) {
  const ref = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input {...input} ref={ref} type="file" onChange={choose} className="sr-only" tabIndex={-1} />
      <button
        {...button}
        type="button"
        className={buttonClass('secondary')}
        onClick={() => ref.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
