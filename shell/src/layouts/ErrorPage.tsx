import { Link } from 'react-router-dom';
import { useStandInTitle } from '../app/Root.tsx';

export type ErrorPageProps = { status: 404 | 500; detail?: string };

/** The 404 and 500 pages (product spec §2, §8). */
export function ErrorPage({ status, detail }: ErrorPageProps) {
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  useStandInTitle(title);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{status === 404 ? 'Page not found' : (detail ?? 'Something went wrong. Try again, or go back home.')}</p>
      <p className="error-actions">
        <Link to="/">Go to Home</Link>
        {status === 500 && (
          <button type="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
      </p>
    </section>
  );
}
