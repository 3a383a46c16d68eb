import { loadedAppConfig } from '../config/appConfig.ts';

/**
 * On the local stack (`npm start`) no mail leaves the machine: the note says where it went. The
 * stack names its inbox in /config.json; a hosted site has none, and shows nothing. The root loader
 * has read the config before any page renders.
 */
export function LocalInboxNote() {
  const inbox = loadedAppConfig()?.localInbox;
  if (!inbox) return null;
  return (
    <p className="form-note" data-testid="auth-local-inbox">
      This is the local stack: its mail goes to the inbox at{' '}
      <a href={inbox} target="_blank" rel="noreferrer">
        {inbox}
      </a>
      , not to a real mailbox.
    </p>
  );
}
