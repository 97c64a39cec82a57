import { type ReactNode, useId } from 'react';

/** A titled block of a profile page; the heading names the region for screen readers. */
export function Card({
  title,
  level = 2,
  actions,
  children,
  id,
  headingRef,
}: {
  title: ReactNode;
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  /** Focus lands here after a step finishes (the heading is focusable for that, not tabbable). */
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold outline-none focus-visible:underline"
        >
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
