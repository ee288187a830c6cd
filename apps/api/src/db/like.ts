/** `%text%` for `like` or `ilike`, with the pattern characters of the text itself escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
