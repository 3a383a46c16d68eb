import { useSnapshot } from 'valtio';
import { dismiss, notificationsState } from './notificationsState.ts';
import './toaster.css';

/** The toasts: errors are alerts (announced at once), others are polite status messages. */
export function Toaster() {
  const { items } = useSnapshot(notificationsState);
  return (
    <section className="toaster" aria-label="Notifications">
      {items.map((n) => (
        <div
          key={n.id}
          className={`toast toast-${n.icon.toLowerCase()}`}
          role={n.icon === 'Error' ? 'alert' : 'status'}
          data-testid="notification"
        >
          <span className="toast-icon" aria-hidden="true">
            {n.icon === 'Error' ? '!' : '✓'}
          </span>
          <div className="toast-text">
            <strong>{n.primaryText}</strong>
            <span>{n.secondaryText}</span>
          </div>
          {n.action && (
            <button type="button" onClick={n.action.onClick}>
              {n.action.label}
            </button>
          )}
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
