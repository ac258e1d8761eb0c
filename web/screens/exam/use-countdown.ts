import { useEffect, useMemo, useState } from 'react';

/**
 * Milliseconds left until `endsAt` on the server's clock, ticking each second, never below 0. The
 * browser's clock may be wrong: it is offset by how far it was from `serverNow` when the attempt
 * was read, so the countdown ends when the server's attempt does.
 */
export function useCountdown(endsAt: string, serverNow: string): number {
  // Taken once per reading of the attempt: the offset is the browser's clock error at that moment.
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const [remaining, setRemaining] = useState(() => Math.max(0, Date.parse(endsAt) - Date.now() - offset));
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Date.parse(endsAt) - Date.now() - offset);
      setRemaining(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, offset]);
  return remaining;
}

/** Time left as a clock: `mm:ss`, or `h:mm:ss` from an hour up (seconds rounded up, so 0:00 is the end). */
export function clockText(milliseconds: number): string {
  const total = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}
