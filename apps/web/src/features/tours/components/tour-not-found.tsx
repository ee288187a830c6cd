import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

export function TourNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Tour not found · Raahi</title>
      <h1 className="text-3xl font-bold text-slate-900">Tour not found</h1>
      <p className="mt-3 text-slate-600">The tour you're looking for doesn't exist or has been removed.</p>
      <Link to="/tour" className={buttonClass('primary', 'mt-6')}>
        See all tours
      </Link>
    </section>
  );
}
