import { CHECKIN_QUESTIONS } from '@sextant/contracts/rules/reviews';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS } from '@/features/review/texts';
import { queryClient } from '@/shared/query/query-client';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { ReviewPage } from './review-page';

const REVIEW = 'b0000000-0000-4000-8000-000000000001';
const PACK = 'd0000000-0000-4000-8000-000000000009';

const adviser = {
  uuid: '44444444-4444-4444-8444-444444444444',
  name: 'Eleanor Whitfield',
  job_title: 'Chartered Financial Planner',
  photo: null,
  phone: '01392 496000',
  email: 'eleanor@harbourvale.example',
  booking_url: 'https://book.harbourvale.example/eleanor',
};

const openReview = {
  uuid: REVIEW,
  review_date: '2026-12-15',
  status: 'checkin_open',
  checkin_opened_at: '2026-11-15T06:00:00.000Z',
  checkin_submitted_at: null,
  checkin: null,
  pack: null,
} as const;

const service = (review: object | null = openReview) => ({
  adviser,
  next_review_date: '2026-12-15',
  interval_months: 12,
  review,
});

function renderPage() {
  return renderRoutes([{ path: '/tabs/review', Component: ReviewPage }], '/tabs/review');
}

/** The server's answer to a check-in: the review, answered. */
const answered = (call: RecordedCall) => {
  const body = call.body as Record<string, unknown>;
  const declined = body.wants_review === false;
  return [
    200,
    {
      ...openReview,
      status: declined ? 'declined' : 'checkin_done',
      checkin_submitted_at: '2026-11-20T10:00:00.000Z',
      checkin: body,
    },
  ] as const;
};

const question = (text: string) => screen.getByRole('group', { name: text });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my answers' })));

describe('the review', () => {
  afterEach(() => queryClient.clear());

  it('shows the adviser, the review date and the check-in; every question needs an answer', async () => {
    const api = mockApi({ 'GET /review': [200, service()], [`POST /review/${REVIEW}/checkin`]: answered });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Eleanor Whitfield' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your annual review' }).textContent).toContain(
      'Due on 15 Dec 2026.',
    );
    expect(screen.getByRole('form', { name: 'Your review check-in' })).toBeTruthy();
    expect(
      within(question('Would you like your annual review this year?'))
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false]);

    await send();
    const first = question(CHECKIN_QUESTIONS.circumstances_changed);
    expect(within(first).getByRole('alert').textContent).toBe(REVIEW_TEXTS.answerQuestion);
    expect(document.activeElement).toBe(within(first).getByRole('radio', { name: 'Yes' }));
    expect(api.callsTo(`POST /review/${REVIEW}/checkin`)).toHaveLength(0);

    for (const [index, text] of Object.values(CHECKIN_QUESTIONS).entries()) {
      fireEvent.click(within(question(text)).getByRole('radio', { name: index === 1 ? 'Yes' : 'No' }));
    }
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Anything you'd like to discuss?"), {
      target: { value: '  Retiring early?  ' },
    });
    await send();

    expect(api.callsTo(`POST /review/${REVIEW}/checkin`)[0]!.body).toEqual({
      wants_review: true,
      circumstances_changed: false,
      income_changed: true,
      health_changed: false,
      dependants_changed: false,
      objectives_changed: false,
      risk_changed: false,
      to_discuss: 'Retiring early?',
    });
    const thanks = await screen.findByRole('heading', { name: 'Thank you' });
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('form', { name: 'Your review check-in' })).toBeNull();
    const answers = screen.getByRole('region', { name: 'Thank you' });
    expect(answers.textContent).toContain('Your adviser has your answers');
    expect(answers.textContent).toContain('Sent on 20 Nov 2026.');
    expect(answers.textContent).toContain(`${CHECKIN_QUESTIONS.income_changed}Yes`);
    expect(answers.textContent).toContain(`${CHECKIN_QUESTIONS.health_changed}No`);
    expect(answers.textContent).toContain('Retiring early?');
  }, 20_000);

  it('declining this year’s review is a clear choice of its own: the questions are not asked', async () => {
    const api = mockApi({ 'GET /review': [200, service()], [`POST /review/${REVIEW}/checkin`]: answered });
    renderPage();
    const choice = await screen.findByRole('radio', { name: "No, I'd like to decline this year's review" });
    fireEvent.click(choice);
    expect(screen.queryByRole('group', { name: CHECKIN_QUESTIONS.health_changed })).toBeNull();
    expect(screen.queryByLabelText("Anything you'd like to discuss?")).toBeNull();
    await send();
    expect(api.callsTo(`POST /review/${REVIEW}/checkin`)[0]!.body).toMatchObject({
      wants_review: false,
      health_changed: false,
      to_discuss: '',
    });
    expect((await screen.findByRole('region', { name: 'Thank you' })).textContent).toContain(
      'You have declined this year’s review.',
    );
  });

  it('says when the check-in has closed meanwhile (409)', async () => {
    mockApi({
      'GET /review': [200, service()],
      [`POST /review/${REVIEW}/checkin`]: [409, { message: 'Closed' }],
      'GET /authentication/check': [200, {}],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: "No, I'd like to decline this year's review" }));
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_TEXTS.closed);
  });

  it('before the check-in opens, says when it will; the published pack links to its document', async () => {
    mockApi({
      'GET /review': [
        200,
        service({
          ...openReview,
          status: 'checkin_done',
          checkin_submitted_at: '2026-11-20T10:00:00.000Z',
          checkin: {
            wants_review: true,
            circumstances_changed: false,
            income_changed: false,
            health_changed: false,
            dependants_changed: false,
            objectives_changed: false,
            risk_changed: false,
            to_discuss: '',
          },
          pack: { uuid: PACK, title: 'Annual review pack 2026', completed_at: null },
        }),
      ],
    });
    renderPage();
    const pack = await screen.findByRole('link', { name: /Your review pack: Annual review pack 2026/ });
    expect(pack.getAttribute('href')).toBe(`/tabs/documents/view/${PACK}`);
    // Arriving on a finished check-in does not move focus.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('region', { name: 'Thank you' }).textContent).toContain('Nothing added');
  });

  it('with no review open, gives the next review date and when its check-in opens, named by the client’s interval', async () => {
    mockApi({
      'GET /review': [
        200,
        { adviser: null, next_review_date: '2027-03-01', interval_months: 6, review: null },
      ],
    });
    renderPage();
    // A client of a six-monthly segment is not told "annual".
    const section = await screen.findByRole('region', { name: 'Your six-monthly review' });
    expect(section.textContent).toContain('Due on 1 Mar 2027.');
    expect(section.textContent).toContain('A short check-in opens here on 30 Jan 2027, 30 days before.');
    expect(screen.queryByText('Your adviser')).toBeNull();
  });
});
