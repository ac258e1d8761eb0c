import { type ReactNode, useEffect, useRef } from 'react';

/** A step's heading; it takes the focus when the step appears, so keyboard and screen reader users land on it. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h3>
  );
}
