// A hotel's or cab's read-only screen: the record loaded (its states), its Edit link (and a way back to
// the list, for admins) above the details.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Loaded, type LoadTexts } from './loaded.tsx';

type Target = { to: string; label: string };

type Props<T> = {
  query: UseQueryResult<T | null>;
  texts: LoadTexts;
  edit: (record: T) => Target;
  back?: Target;
  children: (record: T) => ReactNode;
};

export function ViewPage<T>({ query, texts, edit, back, children }: Props<T>) {
  return (
    <Loaded query={query} texts={texts} page>
      {(record) => {
        const editLink = (
          <Link to={edit(record).to} className={buttonClass('primary')}>
            {edit(record).label}
          </Link>
        );
        return (
          <div className="mx-auto max-w-6xl">
            {back ? (
              <nav className="mb-4 flex flex-wrap justify-between gap-2">
                <Link to={back.to} className={buttonClass('ghost')}>
                  {back.label}
                </Link>
                {editLink}
              </nav>
            ) : (
              <div className="mb-4 flex justify-end">{editLink}</div>
            )}
            {children(record)}
          </div>
        );
      }}
    </Loaded>
  );
}
