import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * The sentence a person reads when a field fails its contract and the contract gave no message of its own:
 * "Enter the first name." rather than zod's "Invalid input: expected string, received undefined". A
 * contract's own message (SPEC's texts among them) always wins: this is only the fallback.
 */
export function plainMessage(issue: $ZodRawIssue): string {
  const label = labelOf(issue.path ?? []);
  const Label = capital(label);
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (!issue.path?.length) return 'Send the details this call needs.';
      if (missing) return missingMessage(issue.expected, label);
      return `${Label} must be ${TYPE_WORDS[issue.expected] ?? 'in the right form'}.`;
    case 'too_small':
      return tooSmall(issue, label, Label);
    case 'too_big':
      return tooBig(issue, Label);
    case 'invalid_format':
      return formatMessage(issue.format, label, Label);
    case 'invalid_value':
      if (missing) return `Choose the ${label}.`;
      return issue.values.length <= 8
        ? `${Label} must be one of: ${listed(issue.values.map(String))}.`
        : `${Label} is not one of the choices.`;
    case 'unrecognized_keys':
      return `This call does not take ${listed(issue.keys.map((key) => `“${key}”`))}.`;
    case 'not_multiple_of':
      return `${Label} must be a multiple of ${issue.divisor}.`;
    case 'invalid_key':
    case 'invalid_element':
      return `${Label} has an entry that is not valid.`;
    default:
      return missing ? `Enter the ${label}.` : `${Label} is not valid.`;
  }
}

/** What a value of each type is, as a sentence ends: "Amount must be a number." */
const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

function missingMessage(expected: string, label: string): string {
  if (expected === 'array') return `Choose at least one ${label}.`;
  if (expected === 'boolean') return `Say whether ${label} applies.`;
  return `Enter the ${label}.`;
}

type SizeIssue = { origin: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean };

function tooSmall(issue: SizeIssue, label: string, Label: string): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string')
    return min <= 1 ? `Enter the ${label}.` : `${Label} must be at least ${min} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${Label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`;
  if (issue.origin === 'date') return `${Label} is too early.`;
  return issue.inclusive === false
    ? `${Label} must be more than ${min}.`
    : `${Label} must be ${min} or more.`;
}

function tooBig(issue: SizeIssue, Label: string): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `${Label} can be at most ${max.toLocaleString('en-GB')} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${Label} can have at most ${max.toLocaleString('en-GB')} ${max === 1 ? 'entry' : 'entries'}.`;
  if (issue.origin === 'date') return `${Label} is too late.`;
  return issue.inclusive === false
    ? `${Label} must be less than ${max}.`
    : `${Label} must be ${max} or less.`;
}

function formatMessage(format: string, label: string, Label: string): string {
  switch (format) {
    case 'email':
      return 'Enter an email address like name@example.com.';
    case 'uuid':
    case 'guid':
      return `${Label} does not name anything here.`;
    case 'date':
      return `Enter the ${label} as a date, like 2026-11-28.`;
    case 'datetime':
      return `Enter the ${label} as a date and time, like 2026-11-28T09:30:00Z.`;
    case 'url':
      return `Enter the ${label} as a web address, like https://example.com.`;
    default:
      return `${Label} is not in the expected format.`;
  }
}

/** Names whose words alone would read oddly. */
const LABELS: Record<string, string> = {
  q: 'search text',
  email: 'email address',
  uuid: 'item',
  id: 'item',
};

/**
 * A field's name as words: `first_name` → "first name", `policyUuid` → "policy"; an item of a list by its
 * list (`files.2` → "files entry").
 */
export function labelOf(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map(String);
  const last = parts.at(-1);
  if (last === undefined) return 'request';
  if (/^\d+$/.test(last)) return `${labelOf(parts.slice(0, -1))} entry`;
  const known = LABELS[last];
  if (known) return known;
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean);
  if (words.length > 1 && (words.at(-1) === 'id' || words.at(-1) === 'uuid')) words.pop();
  return words.join(' ') || 'value';
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b or c" */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
