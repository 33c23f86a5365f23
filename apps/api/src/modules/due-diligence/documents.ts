import { DOCUMENT_MAX_BYTES } from '@sextant/contracts/admin-due-diligence';
import { isPdf } from '@/shared/pdf-files';

/** The upload's problem, or null when it is a PDF of at most 10 MB. */
export function pdfProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'Choose a PDF file.';
  if (bytes.length > DOCUMENT_MAX_BYTES) return 'The file can be at most 10 MB.';
  if (!isPdf(bytes)) return 'The file is not a PDF.';
  return null;
}

/** The download name of a report's PDF when the upload named none, e.g. `due-diligence-2025-26`. */
export const defaultPdfName = (financialYear: string, providerName?: string) =>
  ['due-diligence', financialYear.replace('/', '-'), providerName].filter(Boolean).join('-');
