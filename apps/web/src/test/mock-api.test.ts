import { describe, expect, it } from 'vitest';
import { getPolicy } from '@/features/policies/api/get-policy';
import { getNotificationPage } from '@/shared/api/get-notifications';
import { mockApi } from './mock-api';

describe('the typed request mock', () => {
  it("answers by a call's template, or by its exact path and query first", async () => {
    const api = mockApi({
      'GET /policy/{id}/view': [200, { uuid: 'any', reference: 'ISA-1' }],
      'GET /policy/abc/view': [200, { uuid: 'abc', reference: 'ISA-2' }],
      'GET /notification?page=2': [200, { notifications: [] }],
    });
    expect(await getPolicy('xyz')).toMatchObject({ reference: 'ISA-1' });
    expect(await getPolicy('abc')).toMatchObject({ reference: 'ISA-2' });
    expect(await getNotificationPage(2)).toEqual({ notifications: [] });
    await expect(getNotificationPage(3)).rejects.toMatchObject({ status: 404 });
    expect(api.callsTo('GET /policy/xyz/view')).toHaveLength(1);
  });

  it('takes only calls the API has, answered in the shape it types', () => {
    // @ts-expect-error: no such call
    mockApi({ 'GET /policies': [200, {}] });
    // @ts-expect-error: the method is not the call's
    mockApi({ 'DELETE /policy': [200, {}] });
    // @ts-expect-error: a policy's reference is a string
    mockApi({ 'GET /policy/{id}/view': [200, { reference: 42 }] });
    mockApi({ 'GET /policy/{id}/view': [404, { message: 'Not Found' }] });
  });
});
