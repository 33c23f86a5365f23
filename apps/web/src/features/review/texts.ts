import type { CheckinQuestion } from '@sextant/contracts/reviews';

// The contract's words for the check-in, kept here because its module is a zod schema the browser must not
// load (dependency-cruiser: web-runs-no-schemas). texts.test.ts checks that they are the contract's.

/** The check-in's yes/no questions, in order, as the client reads them. */
export const CHECKIN_QUESTIONS: Record<CheckinQuestion, string> = {
  circumstances_changed: 'Have your personal circumstances changed since your last review?',
  income_changed: 'Has your income or spending changed?',
  health_changed: 'Has your health changed?',
  dependants_changed: 'Have your dependants changed (children, people you support)?',
  objectives_changed: 'Have your goals or plans for your money changed?',
  risk_changed: 'Has how you feel about investment risk changed?',
};

export const CHECKIN_DISCUSS_MAX = 2000;

/** Days before the review date that the check-in opens. */
export const REVIEW_CHECKIN_DAYS = 30;

export const REVIEW_TEXTS = {
  discussLabel: "Anything you'd like to discuss?",
  chooseWhether: 'Choose whether you would like your review this year.',
  answerQuestion: 'Choose yes or no.',
  discussTooLong: `Keep this to ${CHECKIN_DISCUSS_MAX} characters or fewer.`,
  sendFailed: 'Your answers could not be sent just now. Please try again.',
  closed: 'The check-in has closed, so your answers were not sent. Your adviser will be in touch.',
} as const;
