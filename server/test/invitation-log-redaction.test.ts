import { describe, expect, it } from 'vitest';
import { redactInvitationTokens } from '../src/log-redaction';

describe('invitation tokens in logged addresses', () => {
  it('takes the token out of the preview, the accept call and the app page', () => {
    expect(redactInvitationTokens('/api/invitations/abc-DEF_123')).toBe(
      '/api/invitations/[redacted]',
    );
    expect(redactInvitationTokens('/api/invitations/abc-DEF_123/accept')).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactInvitationTokens('/invitations/abc?x=1')).toBe('/invitations/[redacted]?x=1');
  });

  it("keeps an invitation's id in the team's own calls, which is no secret", () => {
    const revoke = '/api/team/invitations/6f1c1c9e-8f57-4e0b-9a52-2f1a5a0b7c11';
    expect(redactInvitationTokens(revoke)).toBe(revoke);
  });
});
