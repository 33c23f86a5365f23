/** A person's full name as the portal writes it: "Alex Morgan" (either part may be blank). */
export const fullName = (first: string, surname: string) => `${first} ${surname}`.trim();
