import { describe, expect, it } from 'vitest';

import {
  withInvitationAdded,
  withInvitationRemoved,
  withInvitationRenewed,
  withMemberRemoved,
  withMemberReplaced,
} from './team-cache';
import { invitation, member } from './test-fixtures';

const a = invitation('a', 'a@x.example');
const b = invitation('b', 'b@x.example', { status: 'expired' });

describe('team cache', () => {
  it('puts a new invitation first and replaces one to the same address', () => {
    const again = invitation('c', 'B@x.example');
    expect(withInvitationAdded([a, b], again)?.map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('moves a renewed invitation to the top, and drops a cancelled one', () => {
    const renewed = { ...b, status: 'pending' as const };
    expect(withInvitationRenewed([a, b], renewed)).toEqual([renewed, a]);
    expect(withInvitationRemoved([a, b], 'a')).toEqual([b]);
  });

  it('replaces and removes members by id', () => {
    const erik = member(2, 'Erik', 'erik@x.example');
    const promoted = { ...erik, role: 'admin' as const };
    expect(withMemberReplaced([erik], promoted)).toEqual([promoted]);
    expect(withMemberRemoved([erik], 2)).toEqual([]);
  });

  it('leaves an uncached list uncached', () => {
    expect(withInvitationAdded(undefined, a)).toBeUndefined();
    expect(withInvitationRenewed(undefined, a)).toBeUndefined();
    expect(withMemberRemoved(undefined, 1)).toBeUndefined();
  });
});
