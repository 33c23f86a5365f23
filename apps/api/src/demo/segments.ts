import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviewSegments, users } from '@/db/schema/index';

/**
 * The demo firm's review segments: its Standard default (made with the firm) and "Complex planning", reviewed
 * every six months, which Victoria Hale (vip@) joined after her bereavement.
 */
export async function seedSegments(db: Database, firmId: string, clients: { id: string; email: string }[]) {
  await db
    .update(reviewSegments)
    .set({ description: 'Most clients: one review a year, with a check-in a month before.' })
    .where(eq(reviewSegments.firmId, firmId));
  const [complex] = await db
    .insert(reviewSegments)
    .values({
      firmId,
      name: 'Complex planning',
      intervalMonths: 6,
      description:
        'Clients drawing an income, with business assets, or going through a major change: a review every six months.',
    })
    .returning({ id: reviewSegments.id });
  const vip = clients.find((client) => client.email === 'vip@sextant.test');
  if (vip) await db.update(users).set({ segmentId: complex!.id }).where(eq(users.id, vip.id));
}
