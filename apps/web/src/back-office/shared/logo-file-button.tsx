import { LOGO_ACCEPT, logoFileProblem } from '@sextant/contracts/rules/logo';
import type { ComponentProps } from 'react';
import { FileButton } from '@/back-office/shared/file-button';

type LogoFileButtonProps = Omit<ComponentProps<typeof FileButton>, 'onFile'> & {
  /** A file of the accepted logo types and size (packages/contracts/src/rules/logo.ts) was chosen. */
  onLogo: (file: File) => void;
  /** Another file was chosen: why it cannot be a logo. */
  onProblem: (message: string) => void;
};

/**
 * The back office's one way to choose a logo, the firm's or a provider's: its file chooser takes the logo
 * types, and a file the contracts' rule refuses goes no further (the server checks the bytes again).
 */
export function LogoFileButton({ input, onLogo, onProblem, ...button }: LogoFileButtonProps) {
  return (
    <FileButton
      {...button}
      input={{ ...input, accept: LOGO_ACCEPT }}
      onFile={(file) => {
        const problem = logoFileProblem(file);
        if (problem) onProblem(problem);
        else onLogo(file);
      }}
    />
  );
}
