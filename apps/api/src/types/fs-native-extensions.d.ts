// The part of fs-native-extensions we use (the package ships no types).
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or shared) lock on an open file without waiting: false when another holder has it. */
  export function tryLock(fd: number, offset?: number, length?: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
}
