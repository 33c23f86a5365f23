/** Titles a signer may type before their name; they do not have to. */
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
  'rev',
  'revd',
]);

/** Letters that are not a base letter plus an accent, as an English keyboard types them. */
const FOLDED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** A name compared as people type it: no accents, one space, lower case, curly apostrophes straight. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøæœßđðþı]/g, (letter) => FOLDED[letter]!)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a typed full name is the account's first name and surname, ignoring case, accents, extra spaces
 * and a title in front ("Dr Ana Núñez" signs as "ana nunez").
 */
export function signatureMatches(typed: string, firstName: string, surname: string): boolean {
  const words = normaliseName(typed).split(' ');
  if (words.length > 1 && TITLES.has(words[0]!.replace(/\.$/, ''))) words.shift();
  return words.join(' ') === normaliseName(`${firstName} ${surname}`);
}
