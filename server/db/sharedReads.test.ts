// A value kept for a moment and read once however many ask at the same moment;
// forgetting it drops the kept value and any read under way.
import { describe, expect, it } from 'vitest';
import { SharedReads } from './sharedReads.ts';

/** A read that ends when told to, counting how often it was started. */
function controlledRead<Value>() {
  const ends: Array<(value: Value) => void> = [];
  const read = {
    started: 0,
    start: () => {
      read.started += 1;
      return new Promise<Value>((resolve) => ends.push(resolve));
    },
    end: (value: Value) => ends.shift()!(value),
  };
  return read;
}

describe('SharedReads', () => {
  it('sends one read for every request that asks while it is under way', async () => {
    const reads = new SharedReads<string, string>(1_000);
    const read = controlledRead<string>();
    const asked = Array.from({ length: 50 }, () => reads.get('alias', read.start, 0));
    read.end('row');
    expect(await Promise.all(asked)).toEqual(Array(50).fill('row'));
    expect(read.started).toBe(1);
  });

  it('keeps the value for keepMs from the read, then reads again', async () => {
    const reads = new SharedReads<string, string>(1_000);
    const read = controlledRead<string>();
    const first = reads.get('alias', read.start, 0);
    read.end('before');
    await first;
    expect(await reads.get('alias', read.start, 999)).toBe('before');
    const again = reads.get('alias', read.start, 1_000);
    read.end('after');
    expect(await again).toBe('after');
    expect(read.started).toBe(2);
  });

  it('does not keep a value not worth keeping', async () => {
    const reads = new SharedReads<string, string | null>(1_000, (value) => value !== null);
    const read = controlledRead<string | null>();
    const none = reads.get('newcomer', read.start, 0);
    read.end(null);
    expect(await none).toBeNull();
    const found = reads.get('newcomer', read.start, 1);
    read.end('row');
    expect(await found).toBe('row');
    expect(read.started).toBe(2);
  });

  it('does not keep what a read under way found when forgotten, and the next request reads afresh', async () => {
    const reads = new SharedReads<string, string>(1_000);
    const read = controlledRead<string>();
    const stale = reads.get('alias', read.start, 0);
    reads.forget();
    const fresh = reads.get('alias', read.start, 0);
    read.end('before the change');
    read.end('after the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(await reads.get('alias', read.start, 1)).toBe('after the change');
    expect(read.started).toBe(2);
  });

  it('keeps a value remembered after a write in place of a read under way', async () => {
    const reads = new SharedReads<string, string>(1_000);
    const read = controlledRead<string>();
    const underWay = reads.get('switch', read.start, 0);
    reads.remember('switch', 'written', 0);
    read.end('read before the write');
    await underWay;
    expect(await reads.get('switch', read.start, 1)).toBe('written');
    expect(read.started).toBe(1);
  });

  it('keeps no failed read: every request waiting gets its error, the next one reads again', async () => {
    const reads = new SharedReads<string, string>(1_000);
    let fail = true;
    let started = 0;
    const read = async () => {
      started += 1;
      if (fail) throw new Error('connection lost');
      return 'row';
    };
    await expect(Promise.all([reads.get('alias', read, 0), reads.get('alias', read, 0)])).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.get('alias', read, 0)).toBe('row');
    expect(started).toBe(2);
  });
});
