import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedLookup', () => {
  it('sends the keys asked for in the same turn of the event loop together, in one query', async () => {
    const calls: string[][] = [];
    const lookup = createBatchedLookup(
      async (keys: string[]) => (calls.push(keys), new Map(keys.map((k) => [k, k.toUpperCase()]))),
    );
    const answers = Promise.all([lookup.get('a'), lookup.get('b'), lookup.get('a')]);
    expect(calls).toEqual([]);
    expect(await answers).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('answers a lone lookup with a query of its own', async () => {
    const calls: string[][] = [];
    const lookup = createBatchedLookup(
      async (keys: string[]) => (calls.push(keys), new Map(keys.map((k) => [k, k.toUpperCase()]))),
    );
    expect(await lookup.get('a')).toBe('A');
    expect(await lookup.get('b')).toBe('B');
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('sends the keys asked for while a query is on its way together, in one later query', async () => {
    const calls: string[][] = [];
    const gates: Array<ReturnType<typeof deferred<Map<string, number>>>> = [];
    const lookup = createBatchedLookup((keys: string[]) => {
      calls.push(keys);
      const gate = deferred<Map<string, number>>();
      gates.push(gate);
      return gate.promise;
    });
    const first = lookup.get('a');
    await endOfTurn();
    const later = [lookup.get('b'), lookup.get('c'), lookup.get('b'), lookup.get('a')];
    expect(calls).toEqual([['a']]);
    gates[0]!.resolve(new Map([['a', 1]]));
    expect(await first).toBe(1);
    await Promise.resolve();
    // The second 'a' was asked for after the first query started: it gets the next one's answer.
    expect(calls).toEqual([['a'], ['b', 'c', 'a']]);
    gates[1]!.resolve(
      new Map([
        ['a', 10],
        ['b', 2],
      ]),
    );
    expect(await Promise.all(later)).toEqual([2, undefined, 2, 10]);
  });

  it('rejects every caller of a failed query and carries on with the next', async () => {
    let fail = true;
    const lookup = createBatchedLookup(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(Promise.all([lookup.get('a'), lookup.get('b')])).rejects.toThrow('database down');
    await endOfTurn();
    fail = false;
    expect(await lookup.get('c')).toBe('c');
  });
});
