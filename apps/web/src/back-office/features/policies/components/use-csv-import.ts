import type { ImportJob, ImportKind } from '@sextant/contracts/admin-policies';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { startImport } from '@/back-office/features/policies/api/start-import';
import { isHttpError } from '@/shared/http/client';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * A CSV import's steps: the file chosen (and why it cannot be sent), its upload's progress, the check's
 * job, and the job once finished. `input` is the file input's, emptied by `reset`.
 */
export function useCsvImport() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ sent: number; total: number } | null>(null);
  const [job, setJob] = useState<{ kind: ImportKind; id: string } | null>(null);
  const [finished, setFinished] = useState<ImportJob | null>(null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setJob(null);
    setFinished(null);
    if (input.current) input.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(
      chosen && chosen.size > MAX_BYTES
        ? 'The file is larger than 10 MB: split it into smaller files.'
        : null,
    );
    setFile(chosen);
    setJob(null);
    setFinished(null);
  };

  const submit = async (event: FormEvent, kind: ImportKind) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    if (fileError) return;
    setFinished(null);
    setJob(null);
    setUpload({ sent: 0, total: file.size });
    try {
      const started = await startImport(kind, file, (sent, total) => setUpload({ sent, total }));
      setJob({ kind, id: started.uuid });
    } catch (error) {
      setFileError(
        isHttpError(error)
          ? (error.field('file') ?? error.message)
          : 'The file could not be sent. Please try again.',
      );
    } finally {
      setUpload(null);
    }
  };

  return { input, file, fileError, upload, job, finished, setFinished, reset, choose, submit };
}
