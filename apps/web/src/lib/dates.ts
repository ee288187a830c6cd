// What the date and time inputs hold, checked before use (a URL or a cleared field may hold anything).

/** A calendar day as `YYYY-MM-DD`. */
export const isDay = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A wall-clock time as a datetime-local input holds it: `YYYY-MM-DDTHH:mm`. */
export const isLocalTime = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v);
