import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, documentFixture, POLICY_ID } from '@/back-office/features/clients/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import DocumentUploadForm from './document-upload-form';

const CLIENT = CLIENT_ID;
const POLICY = POLICY_ID;

/**
 * The upload goes by XMLHttpRequest (for its progress). This one reports half the file sent, then asks
 * the mocked fetch for the answer, so the API's typed mock answers uploads like every other call.
 */
const sent: FormData[] = [];
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
  async send(body: FormData) {
    sent.push(body);
    this.upload.onprogress?.({ loaded: 512, total: 1024, lengthComputable: true } as ProgressEvent);
    const response = await fetch(this.url, { method: this.method, headers: this.headers });
    this.status = response.status;
    this.statusText = response.statusText;
    this.responseText = await response.text();
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

const pdf = (name = 'review.pdf', type = 'application/pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

function renderForm(props: Partial<Parameters<typeof DocumentUploadForm>[0]> = {}) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DocumentUploadForm
        clientId={CLIENT}
        documents={[documentFixture()]}
        policies={[{ uuid: POLICY, reference: 'HV-0101-ISA', product_type: 'Stocks & Shares ISA' }]}
        onDone={onDone}
        {...props}
      />
    </QueryClientProvider>,
  );
  return onDone;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('PDF file'), { target: { files: [file] } });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const publish = (name = 'Publish document') =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));
/** The error message tied to a field (aria-invalid, and named by its aria-describedby). */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(`${field.id}-error`);
  return document.getElementById(`${field.id}-error`)?.textContent;
};

describe('document upload form', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
  });
  afterEach(() => queryClient.clear());

  it('asks for a PDF, a category and a title before sending anything', async () => {
    renderForm();
    await publish();
    expect(errorOf('PDF file')).toBe('Choose a PDF file.');
    expect(errorOf('Category')).toBe('Choose a category.');
    expect(errorOf('Title')).toBe('Enter a title.');

    choose(pdf('notes.txt', 'text/plain'));
    await publish();
    expect(errorOf('PDF file')).toBe('The file is not a PDF.');

    choose(pdf('huge.pdf', 'application/pdf', 20 * 1024 * 1024 + 1));
    await publish();
    expect(errorOf('PDF file')).toBe('The file can be at most 20 MB.');
    expect(sent).toHaveLength(0);
  });

  it('sends the fields, shows the upload’s progress, and puts a 422’s messages under the fields', async () => {
    let answer!: (reply: readonly [422, unknown]) => void;
    const api = mockApi({
      'POST /admin/clients/{id}/documents': () => new Promise((resolve) => (answer = resolve)),
    });
    const onDone = renderForm();
    choose(pdf());
    type('Category', 'annual_review_pack');
    type('Title', '  Annual review 2026  ');
    fireEvent.click(screen.getByRole('radio', { name: 'Sign' }));
    type('Policy (optional)', POLICY);
    await publish();

    const progress = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: 'Publish document' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();

    await act(async () =>
      answer([
        422,
        {
          name: 'Unprocessable Entity',
          message: 'Check the fields.',
          status: 422,
          errors: { file: ['The file is not a PDF.'], title: ['A title like this one is taken.'] },
        },
      ]),
    );
    await waitFor(() => expect(errorOf('PDF file')).toBe('The file is not a PDF.'));
    expect(errorOf('Title')).toBe('A title like this one is taken.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /admin/clients/${CLIENT}/documents`,
    ]);
    const body = sent[0] as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      category: 'annual_review_pack',
      title: 'Annual review 2026',
      requires: 'sign',
      policy_id: POLICY,
    });
    expect((body.get('file') as File).name).toBe('review.pdf');
  });

  it('publishes a review’s pack and a correction of an earlier version', async () => {
    const published = documentFixture({
      uuid: '00000000-0000-4000-8000-0000000000d2',
      title: 'Annual review 2026',
      category: 'annual_review_pack',
      requires: 'sign',
      review: '00000000-0000-4000-8000-0000000000f1',
    });
    mockApi({ 'POST /admin/clients/{id}/documents': [201, published] });
    const earlierPack = documentFixture({
      uuid: '00000000-0000-4000-8000-0000000000d3',
      title: 'Annual review 2026',
      category: 'annual_review_pack',
      requires: 'sign',
      policy: null,
    });
    const onDone = renderForm({
      reviewId: '00000000-0000-4000-8000-0000000000f1',
      documents: [documentFixture(), earlierPack],
    });
    // A pack's category is fixed, and the client must acknowledge or sign it.
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Nothing' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Acknowledge' }) as HTMLInputElement).checked).toBe(true);
    // Only the earlier pack can be replaced; choosing it fills in what it was.
    const replaces = screen.getByLabelText('Replaces (optional, for a correction)') as HTMLSelectElement;
    expect([...replaces.options].map((option) => option.textContent)).toEqual([
      'Nothing: a new document',
      'Annual review 2026 (version 1, Annual review pack)',
    ]);
    type('Replaces (optional, for a correction)', earlierPack.uuid);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Annual review 2026');
    expect((screen.getByRole('radio', { name: 'Sign' }) as HTMLInputElement).checked).toBe(true);
    choose(pdf('review-v2.pdf'));
    await publish('Publish review pack');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(published));
    const body = sent[0] as FormData;
    expect(body.get('category')).toBe('annual_review_pack');
    expect(body.get('requires')).toBe('sign');
    expect(body.get('replaces')).toBe(earlierPack.uuid);
    expect(body.get('review_id')).toBe('00000000-0000-4000-8000-0000000000f1');
  });

  it('says so when the file is too large for the server, and when the connection fails', async () => {
    mockApi({
      'POST /admin/clients/{id}/documents': [
        [413, { message: 'Request body is too large' }],
        [500, { message: 'Internal Server Error' }],
      ],
    });
    renderForm();
    choose(pdf());
    type('Category', 'letter');
    type('Title', 'Letter');
    await publish();
    await waitFor(() => expect(errorOf('PDF file')).toBe('The file can be at most 20 MB.'));
    await publish();
    expect((await screen.findByText('Internal Server Error')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByLabelText('PDF file').getAttribute('aria-invalid')).toBeNull();
  });
});
