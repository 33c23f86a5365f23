import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

describe('FileButton', () => {
  it('opens the hidden chooser and hands over the chosen file, ready for the same file again', () => {
    const onFile = vi.fn();
    render(
      <FileButton input={{ accept: '.pdf', 'aria-label': 'PDF file' }} onFile={onFile}>
        Upload PDF
      </FileButton>,
    );
    const input = screen.getByLabelText('PDF file') as HTMLInputElement;
    expect(input.tabIndex).toBe(-1);
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload PDF' }));
    expect(opened).toHaveBeenCalledOnce();

    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onFile).toHaveBeenCalledOnce();
  });
});
