import type { paths } from '@sextant/contracts/generated/api';
import type { MaybeOptionalInit } from 'openapi-fetch';
import { type ApiData, callHeaders, failedCall, type Params, type PathOf, urlOf } from './api';
import { HttpError } from './client';
import { noteCallOutcome } from './connection';

/** How much of an upload has gone: bytes sent of the total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** The multipart fields a call's document declares; a call that declares none (the firm's logo) takes any. */
type FieldsOf<P extends PathOf<'post'>> = paths[P]['post'] extends {
  requestBody?: { content: { 'multipart/form-data': infer Fields } };
}
  ? Fields
  : Record<string, string | Blob | undefined>;

export type UploadInit<P extends PathOf<'post'>> = Omit<
  NonNullable<MaybeOptionalInit<paths[P], 'post'>>,
  'body' | 'signal'
> & {
  /**
   * Multipart fields in their order (the fields before the file, so the server reads them before its bytes;
   * undefined ones are left out), or a file sent as the whole body, labelled `type`.
   */
  body: FieldsOf<P> | Blob;
  /** The media type of a whole-file body (a CSV as `text/csv`, whatever the browser calls the file). */
  type?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload, which then rejects with an AbortError. */
  signal?: AbortSignal;
};

interface Answer {
  status: number;
  statusText: string;
  text: string;
}

const aborted = () => new DOMException('Aborted', 'AbortError');

function multipart(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null)
      form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The bytes an upload sends, for its progress when the browser cannot tell the total. */
function sizeOf(body: Blob | Record<string, unknown>): number {
  if (body instanceof Blob) return body.size;
  return Object.values(body).reduce<number>(
    (sum, value) => sum + (value instanceof Blob ? value.size : 0),
    0,
  );
}

/** Sends a POST by XMLHttpRequest, which reports upload progress (fetch does not); answers whatever came back. */
function post(
  url: string,
  headers: Record<string, string>,
  body: Blob | FormData,
  total: number,
  { onProgress, signal }: Pick<UploadInit<PathOf<'post'>>, 'onProgress' | 'signal'>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : total });
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => {
      // No answer at all: as a fetch that rejects, the server is taken to be out of reach.
      noteCallOutcome(new TypeError('The upload got no answer'));
      reject(new HttpError(0, '', 'The file could not be sent. Check your connection.'));
    };
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * The one way files go to the API: a POST of multipart fields, or of a file as the whole body, with its
 * upload progress. Like every call of `api` it carries the session's bearer token and device, is not sent
 * once the session has expired (off to /logout instead), checks the session when refused, and throws
 * HttpError with a 422's field errors; it answers the call's success body as the API's document types it.
 *
 * `upload('/admin/clients/{id}/documents', { params: { path: { id } }, body: { title, file }, onProgress })`
 */
export async function upload<P extends PathOf<'post'>>(
  path: P,
  init: UploadInit<P>,
): Promise<ApiData<P, 'post'>> {
  const headers = callHeaders();
  const body = init.body as Blob | Record<string, unknown>;
  const type = body instanceof Blob ? (init.type ?? body.type) : '';
  // A multipart body's type, with its boundary, is the browser's to set.
  if (type) headers['Content-Type'] = type;
  const { params } = init as { params?: Params };
  const answer = await post(
    urlOf(path, params),
    headers,
    body instanceof Blob ? body : multipart(body),
    sizeOf(body),
    init,
  );
  noteCallOutcome(null);
  if (answer.status < 200 || answer.status > 299) throw await failedCall(answer);
  return (answer.text ? JSON.parse(answer.text) : undefined) as ApiData<P, 'post'>;
}
