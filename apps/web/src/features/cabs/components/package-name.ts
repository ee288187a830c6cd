import { useT } from '../../../lib/i18n.tsx';
import { LOCAL_PACKAGES } from '../search-params.ts';

type LocalPackage = (typeof LOCAL_PACKAGES)[number];
const isLocalPackage = (p: string): p is LocalPackage => (LOCAL_PACKAGES as readonly string[]).includes(p);

/** A local package's name in the page's language ('8 hours, 80 km'); one the catalogue does not know, as it is written. */
export function usePackageName() {
  const words = useT();
  return (p: string) => (isLocalPackage(p) ? words(`cabs.package.${p}`) : p);
}
