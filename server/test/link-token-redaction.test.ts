import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from '../src/log-redaction';

describe('invitation and approval link tokens in logged addresses', () => {
  it('takes the token out of the preview, the accept call and the app page', () => {
    expect(redactLinkTokens('/api/invitations/abc-DEF_123')).toBe('/api/invitations/[redacted]');
    expect(redactLinkTokens('/api/invitations/abc-DEF_123/accept')).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactLinkTokens('/invitations/abc?x=1')).toBe('/invitations/[redacted]?x=1');
  });

  it("keeps an invitation's id in the team's own calls, which is no secret", () => {
    const revoke = '/api/team/invitations/6f1c1c9e-8f57-4e0b-9a52-2f1a5a0b7c11';
    expect(redactLinkTokens(revoke)).toBe(revoke);
  });

  it('takes the token out of an approval link’s page, its calls and its images', () => {
    expect(redactLinkTokens('/approve/abc-DEF_123')).toBe('/approve/[redacted]');
    expect(redactLinkTokens('/api/approve/abc/posts/6f1c1c9e')).toBe(
      '/api/approve/[redacted]/posts/6f1c1c9e',
    );
    expect(redactLinkTokens('/api/approve/abc/media/key.png')).toBe(
      '/api/approve/[redacted]/media/key.png',
    );
    const revoke = '/api/approval-links/6f1c1c9e-8f57-4e0b-9a52-2f1a5a0b7c11';
    expect(redactLinkTokens(revoke)).toBe(revoke);
  });
});
