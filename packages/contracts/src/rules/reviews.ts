/** The annual review's words and days, for the schemas and the screens alike (no zod: see text.ts). */

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
