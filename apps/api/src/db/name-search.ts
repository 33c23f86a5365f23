import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './table';

/** The users table, or an alias of it (a thread's client, a policy's holder). */
interface People {
  firstName: AnyColumn;
  surname: AnyColumn;
  email: AnyColumn;
}

/** "First Surname", as the back office shows a person. */
export const fullName = (people: People) => sql<string>`${people.firstName} || ' ' || ${people.surname}`;

/** The back-office tables' name order: surname, then first name, ignoring case. */
export const surnameFirst = (people: People) => sql`lower(${people.surname} || ' ' || ${people.firstName})`;

/**
 * The person's full name or email contains the searched text, ignoring case (its % and _ taken literally);
 * no condition without a text.
 */
export const nameOrEmailContains = (people: People, q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(fullName(people), pattern), ilike(people.email, pattern));
};
