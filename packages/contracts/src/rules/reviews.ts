/** The review's words and days, for the schemas, the emails and the screens alike (no zod: see text.ts). */

/** Days before the review date that the check-in opens, and after it that no answer counts as no response. */
export const REVIEW_CHECKIN_DAYS = 30;
export const REVIEW_NO_RESPONSE_DAYS = 30;

/** The check-in's yes/no questions, in order, as the client reads them. */
export const CHECKIN_QUESTIONS = {
  circumstances_changed: 'Have your personal circumstances changed since your last review?',
  income_changed: 'Has your income or spending changed?',
  health_changed: 'Has your health changed?',
  dependants_changed: 'Have your dependants changed (children, people you support)?',
  objectives_changed: 'Have your goals or plans for your money changed?',
  risk_changed: 'Has how you feel about investment risk changed?',
} as const;
export type CheckinQuestion = keyof typeof CHECKIN_QUESTIONS;

export const CHECKIN_DISCUSS_MAX = 2000;
export const CHECKIN_TEXTS = {
  discussTooLong: `Keep this to ${CHECKIN_DISCUSS_MAX} characters or fewer.`,
} as const;

/** What a review is called at each interval the firm's segments may set; other intervals are just a review. */
const REVIEW_NAMES: Record<number, string> = {
  12: 'annual review',
  6: 'six-monthly review',
  3: 'quarterly review',
};

/**
 * A client's review as they read it, from their segment's interval in months: "annual review" (12),
 * "six-monthly review" (6), "quarterly review" (3), else "review"; and the check-in's first question.
 */
export function reviewWords(intervalMonths: number) {
  const name = REVIEW_NAMES[intervalMonths] ?? 'review';
  return {
    name,
    /** "Your annual review", as a heading or a title. */
    title: `Your ${name}`,
    wantsQuestion:
      intervalMonths === 12
        ? 'Would you like your annual review this year?'
        : `Would you like your ${name} this time?`,
  };
}
