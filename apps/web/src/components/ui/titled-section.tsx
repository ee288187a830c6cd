// A section named by its own heading (aria-labelledby the heading's id); each use gives the two looks.
// The id is the caller's, not useId's: on a server-rendered page useId can clash (decision 0035).
import type { ReactNode } from 'react';

export function TitledSection({
  id,
  level = 2,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  level?: 1 | 2 | 3;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
