import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  text: string;
  tone: 'success' | 'error';
}

/** A message that clears itself after `ms` (or stays until replaced when `ms` is null). */
export function useTimedMessage(): [TimedMessage | null, (message: TimedMessage | null, ms?: number | null) => void] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: TimedMessage | null, ms: number | null = null) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    if (next !== null && ms !== null) timer.current = window.setTimeout(() => setMessage(null), ms);
  }, []);
  return [message, show];
}
