/**
 * One database read shared by every caller that asks at about the same time, without ever answering a caller
 * from a read that started before it asked.
 *
 * Why that rule: a statement sees what was committed when it started, so a read that started after a caller asked
 * reflects every transaction committed before it asked; a read already running may have started before a commit
 * the caller must see. So: with no read running, one starts at once (alone, a caller waits for exactly its own
 * query, as without sharing); while one runs, callers wait for the next, which starts when it ends, and all of
 * them share it. Under load that is one query per round trip for any number of callers instead of one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = (): Promise<T> => {
    let current: Promise<T>;
    try {
      current = read();
    } catch (error) {
      current = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    running = current;
    next = null;
    const settle = () => {
      if (running === current) running = null;
    };
    current.then(settle, settle);
    return current;
  };

  return () => {
    if (!running) return start();
    // Whatever the running read answers (or throws), the waiting callers get a read of their own time.
    next ??= running.then(start, start);
    return next;
  };
}
