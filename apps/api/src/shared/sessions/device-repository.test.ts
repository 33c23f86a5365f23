import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { createFirm, createPerson } from '@/test/fixtures/people';
import {
  listTrustedDevices,
  revokeTrustedDevice,
  trustDevice,
  upsertDevice,
  useTrustedDevice,
} from './device-repository';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-21T09:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe.each(testDatabaseKinds)('trusted devices as records (%s)', (kind) => {
  let database: DatabaseHandle;
  let userId: string;
  let otherUserId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { firm } = await createFirm(database.db);
    userId = (await createPerson(database.db, { firm })).id;
    otherUserId = (await createPerson(database.db, { firm })).id;
  });
  afterAll(() => database?.close());

  it('lists the live trusts of one user with their device, first and last use, most recently used first', async () => {
    const db = database.db;
    await upsertDevice(db, 'phone-1', 'ios', start);
    await trustDevice(db, userId, 'phone-1', at(30), start);
    await trustDevice(db, userId, 'laptop-1', at(31), at(1));
    await trustDevice(db, userId, 'old-1', at(2), start);
    await trustDevice(db, otherUserId, 'phone-1', at(30), start);
    expect(await useTrustedDevice(db, userId, 'phone-1', at(3))).toBe(true);

    const listed = await listTrustedDevices(db, userId, at(3));
    expect(listed).toEqual([
      { id: expect.any(String), type: 'ios', createdAt: start, lastUsedAt: at(3), trustedUntil: at(30) },
      { id: expect.any(String), type: 'unknown', createdAt: at(1), lastUsedAt: null, trustedUntil: at(31) },
    ]);
    expect(JSON.stringify(listed)).not.toContain('phone-1');
  });

  it('revokes one trust: that device asks for the second factor again, the others and other users keep theirs', async () => {
    const db = database.db;
    const [phone, laptop] = await listTrustedDevices(db, userId, at(4));
    expect(await revokeTrustedDevice(db, otherUserId, phone!.id, at(4))).toBe(false);
    expect(await revokeTrustedDevice(db, userId, phone!.id, at(4))).toBe(true);
    expect(await revokeTrustedDevice(db, userId, phone!.id, at(5))).toBe(false);

    expect(await useTrustedDevice(db, userId, 'phone-1', at(5))).toBe(false);
    expect(await useTrustedDevice(db, userId, 'laptop-1', at(5))).toBe(true);
    expect(await useTrustedDevice(db, otherUserId, 'phone-1', at(5))).toBe(true);
    expect((await listTrustedDevices(db, userId, at(5))).map((trust) => trust.id)).toEqual([laptop!.id]);
  });

  it('trusts a revoked device again after its next second factor, as the same record', async () => {
    const db = database.db;
    const [phone] = (await listTrustedDevices(db, otherUserId, at(5))).filter((t) => t.type === 'ios');
    await revokeTrustedDevice(db, otherUserId, phone!.id, at(6));
    await trustDevice(db, otherUserId, 'phone-1', at(36), at(6));
    expect(await useTrustedDevice(db, otherUserId, 'phone-1', at(7))).toBe(true);
    expect(await listTrustedDevices(db, otherUserId, at(7))).toEqual([
      { id: phone!.id, type: 'ios', createdAt: start, lastUsedAt: at(7), trustedUntil: at(36) },
    ]);
  });

  it('does not use or list a trust past its end', async () => {
    expect(await useTrustedDevice(database.db, userId, 'old-1', at(2))).toBe(false);
    expect((await listTrustedDevices(database.db, userId, at(32))).length).toBe(0);
  });
});
