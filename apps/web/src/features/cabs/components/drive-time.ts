import { useT } from '../../../lib/i18n.tsx';

/** A driving time in the page's language: '4 h 30 min', '45 min'. */
export function useDriveTime() {
  const words = useT();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = Math.round(minutes % 60);
    if (!hours) return words('cabs.duration.minutes', { minutes: rest });
    return rest ? words('cabs.duration.hoursMinutes', { hours, minutes: rest }) : words('cabs.duration.hours', { hours });
  };
}
