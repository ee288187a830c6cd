/** Ids are UUIDs; anything else cannot name a row, so callers answer 404 rather than asking the database. */
export { isId } from '@raahi/contract/rules/ids';
