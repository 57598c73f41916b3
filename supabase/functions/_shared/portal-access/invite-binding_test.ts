import { assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import { bindInvitation, STAFF_CREATED } from './invite-binding.ts';

const AT = '2026-01-01T00:00:00Z';

Deno.test('an invitation binds only to an account it made or one whose mailbox is proven', () => {
  assertEquals(bindInvitation(undefined), { action: 'invite' });
  // Confirmed at once by an open sign-up (autoconfirm): proves nothing.
  assertEquals(bindInvitation({ id: 'a', email_confirmed_at: AT }), {
    action: 'refuse',
    userId: 'a',
  });
  // Confirmed through a mailed link: the sign-up confirmation, or an invite.
  for (const proof of [{ confirmation_sent_at: AT }, { invited_at: AT }]) {
    assertEquals(bindInvitation({ id: 'a', email_confirmed_at: AT, ...proof }), {
      action: 'grant',
      userId: 'a',
    });
  }
  assertEquals(
    bindInvitation({ id: 'a', email_confirmed_at: AT, app_metadata: { [STAFF_CREATED]: true } }),
    { action: 'grant', userId: 'a' },
  );
  // Unconfirmed: staff's own earlier invitation is sent again; anyone else's is replaced, even
  // one an earlier (pre-fix) re-invite stamped with invited_at.
  assertEquals(bindInvitation({ id: 'a', app_metadata: { [STAFF_CREATED]: true } }), {
    action: 'invite',
  });
  assertEquals(bindInvitation({ id: 'a', invited_at: AT }), { action: 'replace', userId: 'a' });
  // user_metadata is the account holder's to write: it proves nothing.
  assertEquals(
    bindInvitation({ id: 'a', email_confirmed_at: AT, app_metadata: { [STAFF_CREATED]: 'yes' } }),
    { action: 'refuse', userId: 'a' },
  );
});
