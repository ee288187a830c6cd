// A section named by its own h2 (aria-labelledby the heading's id); each use gives the two looks.
import type { ReactNode } from 'react';

export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
