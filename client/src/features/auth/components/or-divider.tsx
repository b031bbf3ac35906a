import { messages } from '#shared/messages.ts';

/** Separates the email form from Google sign-in. */
export function OrDivider() {
  return <div className="divider my-0 text-sm">{messages.identity.or}</div>;
}
