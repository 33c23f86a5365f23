import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { expiredToken, fakeToken } from '@/test/tokens';
import { HttpError, setNavigator, setSessionSource } from './client';
import { upload } from './upload';

const navigate = vi.fn();
let token: string | null = null;

/** What XMLHttpRequest was given; it reports half the body sent, then answers from the mocked fetch. */
const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
class FetchXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  async send(body: FormData | Blob) {
    sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
    try {
      const response = await fetch(this.url, { method: this.method, headers: this.headers });
      this.status = response.status;
      this.statusText = response.statusText;
      this.responseText = await response.text();
      this.onload?.();
    } catch {
      this.onerror?.();
    }
  }
  abort() {
    this.onabort?.();
  }
}

const at = (path: string) => window.history.replaceState(null, '', path);
const DOCUMENT = '00000000-0000-4000-8000-0000000000d1';

describe('upload', () => {
  beforeEach(() => {
    sent.length = 0;
    navigate.mockReset();
    setNavigator(navigate);
    token = fakeToken({ role: 'admin' });
    setSessionSource({ token: () => token, signedIn: () => token !== null });
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    at('/admin/clients');
  });
  afterEach(() => at('/'));

  it('sends multipart fields in their order, leaving out empty ones, with the token, device and progress', async () => {
    mockApi({ 'POST /admin/clients/{id}/documents': [201, { uuid: DOCUMENT }] });
    const progress = vi.fn();
    const file = new File(['%PDF'], 'review.pdf', { type: 'application/pdf' });
    const document = await upload('/admin/clients/{id}/documents', {
      params: { path: { id: 'c 1' } },
      body: { category: 'letter', title: 'Letter', policy_id: undefined, file },
      onProgress: progress,
    });
    expect(document).toEqual({ uuid: DOCUMENT });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/v1/admin/clients/c%201/documents' });
    expect(sent[0]!.headers).toMatchObject({ Accept: 'application/json', Authorization: `Bearer ${token}` });
    expect(sent[0]!.headers['X-Device-Id']).toBeTruthy();
    // The browser sets a multipart body's type, with its boundary.
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    const body = sent[0]!.body as FormData;
    expect([...body.keys()]).toEqual(['category', 'title', 'file']);
    expect((body.get('file') as File).name).toBe('review.pdf');
    expect(progress).toHaveBeenCalledWith({ sent: 5, total: 10 });
  });

  it('sends a file as the whole body, labelled as asked, with its query', async () => {
    mockApi({ 'POST /admin/valuations/imports': [202, { uuid: DOCUMENT }] });
    const csv = new File(['a,b\n'], 'values.csv', { type: 'application/vnd.ms-excel' });
    await upload('/admin/valuations/imports', {
      params: { query: { file_name: csv.name } },
      body: csv,
      type: 'text/csv',
    });
    expect(sent[0]!.url).toBe('/v1/admin/valuations/imports?file_name=values.csv');
    expect(sent[0]!.headers['Content-Type']).toBe('text/csv');
    expect(sent[0]!.body).toBe(csv);
  });

  it('throws HttpError with a 422’s field errors, and the API’s message', async () => {
    mockApi({
      'POST /admin/firm/logo': [422, { message: 'Check the file.', errors: { file: ['Not an image.'] } }],
      'GET /authentication/check': [200, { status: 'ok' }],
    });
    const error = await upload('/admin/firm/logo', { body: { file: new Blob(['x']) } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'Check the file.' });
    expect((error as HttpError).field('file')).toBe('Not an image.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is not sent once the session has expired: off to /logout', async () => {
    token = expiredToken();
    await expect(upload('/admin/firm/logo', { body: { file: new Blob(['x']) } })).rejects.toMatchObject({
      status: 401,
      expired: true,
    });
    expect(sent).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });

  it('refused, it asks whether the session lives, as every call does; an ended one goes to /logout', async () => {
    const server = mockApi({
      'POST /admin/firm/logo': [401, { message: 'Unauthorized' }],
      'GET /authentication/check': [401],
    });
    await expect(upload('/admin/firm/logo', { body: { file: new Blob(['x']) } })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.callsTo('GET /authentication/check')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });

  it('says when the file could not be sent, and stops when aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(upload('/admin/firm/logo', { body: { file: new Blob(['x']) } })).rejects.toMatchObject({
      status: 0,
      message: 'The file could not be sent. Check your connection.',
    });

    const controller = new AbortController();
    controller.abort();
    await expect(
      upload('/admin/firm/logo', { body: { file: new Blob(['x']) }, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
