import { notifySuccess } from '../notifications/notificationsState.ts';

/** A sign-up confirmed, by its emailed link or its code: the new user lands on an empty Home, told it worked and what comes first. */
export function notifyEmailConfirmed(): void {
  notifySuccess('Email confirmed', 'Welcome to Coinwatch. Add a coin to start watching its addresses.');
}
