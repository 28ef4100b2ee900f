/** The sign-in calendar. */
export { SignInCalendar } from './SignInCalendar';
