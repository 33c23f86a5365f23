/**
 * What free text may hold, shared by the schemas and the browser's forms. No zod in rules/: the web app
 * imports these modules at run time and must not bundle it (.dependency-cruiser.cjs holds to that).
 */

/** No control characters at all, tab and line breaks included: a field typed in one go (a name, an address line). */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
/** Tabs and line breaks but no other control characters (PostgreSQL cannot store NUL): text over several lines. */
export const PLAIN_TEXT = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
const LINE_BREAK = /[\r\n]/;

export const hasNoControlCharacters = (text: string) => NO_CONTROL_CHARACTERS.test(text);
export const isPlainText = (text: string) => PLAIN_TEXT.test(text);
/** One line of plain text: tabs allowed, line breaks not. */
export const isOneLine = (text: string) => isPlainText(text) && !LINE_BREAK.test(text);

/** The texts of a field's length and character checks, named by its label ('Enter the {label}.'). */
export const textMessages = (label: string, max: number) => ({
  required: `Enter the ${label}.`,
  tooLong: `The ${label} can be at most ${max} characters long.`,
  notAllowed: `The ${label} contains characters that are not allowed.`,
});
