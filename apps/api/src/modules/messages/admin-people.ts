import type { AdminPerson } from '@sextant/contracts/admin-messages';
import { fullName } from '@/shared/people/name';

export const toPerson = (row: {
  id: string;
  firstName: string;
  surname: string;
  email: string;
}): AdminPerson => ({
  uuid: row.id,
  name: fullName(row.firstName, row.surname),
  email: row.email,
});

export const assigneeOf = (row: {
  assigneeId: string | null;
  assigneeFirstName: string | null;
  assigneeSurname: string | null;
  assigneeEmail: string | null;
}): AdminPerson | null =>
  row.assigneeId
    ? {
        uuid: row.assigneeId,
        name: fullName(row.assigneeFirstName ?? '', row.assigneeSurname ?? ''),
        email: row.assigneeEmail ?? '',
      }
    : null;
