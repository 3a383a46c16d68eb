import { describe, expect, it } from '@rstest/core';
import { emailChangeNotice } from './EmailSection.tsx';

describe('what an email change says once sent', () => {
  it('asks for both links when the server waits for them (secure email change)', () => {
    expect(emailChangeNotice({ email: 'old@example.com' }, 'new@example.com', 'old@example.com')).toEqual({
      title: 'Check your inbox',
      text: 'Open the link sent to new@example.com, and the one sent to old@example.com: the email changes once both are opened.',
    });
  });

  // Email confirmation off (autoconfirm): the server changed it at once, and sent no link.
  it('says the email changed when the server made the change at once, not that links were sent', () => {
    expect(emailChangeNotice({ email: 'new@example.com' }, 'New@Example.com', 'old@example.com')).toEqual({
      title: 'Email changed',
      text: 'You now log in with new@example.com.',
    });
  });
});
