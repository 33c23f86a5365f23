import { describe, expect, it } from 'vitest';
import { freshLook } from './fresh-look';

/** A look whose runs are held until the test lets each end, answering what it is told. */
function heldLooks() {
  const runs: Array<(found: boolean) => void> = [];
  const look = () => new Promise<boolean>((resolve) => runs.push(resolve));
  return { look, runs };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('freshLook', () => {
  it('answers a call made while a run is under way from a run that starts after it', async () => {
    const { look, runs } = heldLooks();
    const tick = freshLook(look);
    const first = tick();
    const second = tick();
    expect(runs).toHaveLength(1);
    runs[0]!(false);
    expect(await first).toBe(false);
    await settled();
    expect(runs).toHaveLength(2);
    runs[1]!(true);
    expect(await second).toBe(true);
  });

  it('runs one look at a time, and callers waiting for the next share it', async () => {
    const { look, runs } = heldLooks();
    const tick = freshLook(look);
    const first = tick();
    const waiting = [tick(), tick(), tick()];
    runs[0]!(false);
    await first;
    await settled();
    expect(runs).toHaveLength(2);
    runs[1]!(true);
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(runs).toHaveLength(2);
  });

  it('starts at once when nothing is under way, and after a failed run', async () => {
    let calls = 0;
    const tick = freshLook(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return true;
    });
    const failing = tick();
    const after = tick();
    await expect(failing).rejects.toThrow('database down');
    expect(await after).toBe(true);
    expect(await tick()).toBe(true);
    expect(calls).toBe(3);
  });
});
