import { CHECKIN_TEXTS } from '@sextant/contracts/rules/reviews';

/** The review screen's own words (the contract's questions and days are in @sextant/contracts/rules/reviews). */
export const REVIEW_TEXTS = {
  discussLabel: "Anything you'd like to discuss?",
  chooseWhether: 'Choose whether you would like your review this year.',
  answerQuestion: 'Choose yes or no.',
  discussTooLong: CHECKIN_TEXTS.discussTooLong,
  sendFailed: 'Your answers could not be sent just now. Please try again.',
  closed: 'The check-in has closed, so your answers were not sent. Your adviser will be in touch.',
} as const;
