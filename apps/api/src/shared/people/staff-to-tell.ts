/** A staff member to email about a client, and whether as a watcher of the client or as the one in charge. */
export interface StaffToTell {
  email: string;
  firstName: string;
  watching: boolean;
}

/** The one in charge first, then each watcher, everyone once (a watcher may be the adviser too). */
export function everyoneOnce(
  inCharge: { email: string; firstName: string } | null,
  watching: Array<{ email: string; firstName: string }>,
): StaffToTell[] {
  const told = new Map<string, StaffToTell>();
  for (const person of [
    ...(inCharge ? [{ ...inCharge, watching: false }] : []),
    ...watching.map((w) => ({ ...w, watching: true })),
  ])
    if (!told.has(person.email)) told.set(person.email, person);
  return [...told.values()];
}
