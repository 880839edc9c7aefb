import { emptyTeamState } from './team-store';
import { describe, expect, it } from 'vitest';
import { getDb, hashPassword, MockDb, resetDb, type DbStorage } from './db';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';

/** A DbStorage that keeps the text in memory, like localStorage would. */
function memoryStorage(initial: string | null = null) {
  let text = initial;
  const storage: DbStorage & { text: () => string | null; saves: number } = {
    saves: 0,
    load: () => text,
    save: (next) => {
      text = next;
      storage.saves += 1;
    },
    text: () => text,
  };
  return storage;
}

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

describe('MockDb users', () => {
  it('finds a user by e-mail whatever the case and surrounding spaces', () => {
    const db = new MockDb();
    const record = db.createUser({ email: ANN }, 'hash');
    expect(db.findUserByEmail(' ANN@Example.com ')).toBe(record);
    expect(db.findUserByEmail(BOB)).toBeUndefined();
  });

  it('finds a user by e-mail, else Google id, else Facebook id', () => {
    const db = new MockDb();
    const byEmail = db.createUser({ email: ANN }, null);
    const byGoogle = db.createUser({ email: null, google_id: 'g-1' }, null);
    const byFacebook = db.createUser({ email: null, facebook_id: 'f-1' }, null);
    expect(db.findUser({ user_email: ANN, google_id: 'g-1' })).toBe(byEmail);
    expect(db.findUser({ google_id: 'g-1', facebook_id: 'f-1' })).toBe(byGoogle);
    expect(db.findUser({ facebook_id: 'f-1' })).toBe(byFacebook);
    expect(db.findUser({})).toBeUndefined();
  });

  it('gives every record its own id', () => {
    const db = new MockDb();
    const first = db.createUser({ email: ANN }, null);
    const second = db.createUser({ email: BOB }, null);
    expect(first.id).not.toBe(second.id);
    expect(db.findUserById(second.id)).toBe(second);
  });

  it('updates a user and ignores an unknown id', () => {
    const db = new MockDb();
    const record = db.createUser({ email: ANN, name: null }, null);
    expect(db.updateUser(record.id, { name: 'Ann' })?.user).toEqual({ email: ANN, name: 'Ann' });
    expect(db.updateUser('user_404', { name: 'Nobody' })).toBeUndefined();
  });

  it('hashes passwords deterministically and never stores them in clear', async () => {
    const hash = await hashPassword('secret-1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await hashPassword('secret-1'));
    expect(hash).not.toBe(await hashPassword('secret-2'));
  });
});

describe('MockDb drafts', () => {
  it('lists only the drafts of the user asking, newest first', () => {
    const db = new MockDb();
    const first = db.addDraft(sampleDraftRequest(ANN, { title: 'First' }));
    db.addDraft(sampleDraftRequest(BOB, { title: 'Bob’s' }));
    const second = db.addDraft(sampleDraftRequest(ANN, { title: 'Second' }));
    expect(db.listDrafts(ANN).map((draft) => draft.id)).toEqual([second.id, first.id]);
    expect(db.listDrafts(BOB).map((draft) => draft.title)).toEqual(['Bob’s']);
    expect(db.listDrafts('carol@example.com')).toEqual([]);
  });

  it('orders drafts by creation time even when they were stored out of order', () => {
    const db = new MockDb(
      memoryStorage(
        JSON.stringify({
          version: 1,
          sequence: 2,
          users: [],
          onboarding: [],
          uploads: [],
          drafts: [
            {
              ...sampleDraftRequest(ANN, { title: 'Newer' }),
              id: 'draft_1',
              created_at: '2025-10-02T09:00:00.000Z',
            },
            {
              ...sampleDraftRequest(ANN, { title: 'Older' }),
              id: 'draft_2',
              created_at: '2025-10-01T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    expect(db.listDrafts(ANN).map((draft) => draft.title)).toEqual(['Newer', 'Older']);
  });

  it('stamps a new draft with an id and an ISO creation time', () => {
    const draft = new MockDb().addDraft(sampleDraftRequest(ANN));
    expect(draft.id).toMatch(/^draft_\d+$/);
    expect(new Date(draft.created_at).toISOString()).toBe(draft.created_at);
  });

  it('lets a user delete their own draft', () => {
    const db = new MockDb();
    const draft = db.addDraft(sampleDraftRequest(ANN));
    expect(db.deleteDraft(draft.id, 'Ann@Example.com')).toBe('deleted');
    expect(db.listDrafts(ANN)).toEqual([]);
  });

  it('refuses to delete another user’s draft and keeps it', () => {
    const db = new MockDb();
    const draft = db.addDraft(sampleDraftRequest(ANN));
    expect(db.deleteDraft(draft.id, BOB)).toBe('forbidden');
    expect(db.listDrafts(ANN)).toHaveLength(1);
  });

  it('reports a missing draft', () => {
    const db = new MockDb();
    db.addDraft(sampleDraftRequest(ANN));
    expect(db.deleteDraft('draft_999', ANN)).toBe('not-found');
    expect(db.listDrafts(ANN)).toHaveLength(1);
  });
});

describe('MockDb onboarding and uploads', () => {
  it('keeps one onboarding record per user, the latest', () => {
    const db = new MockDb();
    const user = db.createUser({ email: ANN }, null);
    db.saveOnboarding(user.id, sampleOnboardingData());
    db.saveOnboarding(user.id, sampleOnboardingData({ business: { name: 'Renamed' } }));
    expect(db.snapshot().onboarding).toHaveLength(1);
    expect(db.findOnboarding(user.id)?.data.business.name).toBe('Renamed');
    expect(db.findOnboarding('user_404')).toBeUndefined();
  });

  it('files uploads by owner and kind', () => {
    const db = new MockDb();
    db.addUploads([
      { owner: ANN, kind: 'logo', url: 'data:,1', filename: 'logo.png' },
      { owner: ANN, kind: 'photo', url: 'data:,2', filename: 'shop.jpg' },
      { owner: 'g-1', kind: 'photo', url: 'data:,3', filename: 'team.jpg' },
      { owner: BOB, kind: 'photo', url: 'data:,4', filename: 'bob.jpg' },
      { owner: ANN, kind: 'post_image', url: 'data:,5', filename: 'post.png' },
    ]);
    expect(db.uploadsOf([ANN], 'logo').map((item) => item.filename)).toEqual(['logo.png']);
    expect(db.uploadsOf([ANN, 'g-1'], 'photo').map((item) => item.filename)).toEqual([
      'shop.jpg',
      'team.jpg',
    ]);
    expect(db.uploadsOf([BOB], 'logo')).toEqual([]);
  });
});

describe('MockDb persistence', () => {
  it('reads back what an earlier database wrote to the same storage', () => {
    const storage = memoryStorage();
    const first = new MockDb(storage);
    const user = first.createUser({ email: ANN }, 'hash');
    first.saveOnboarding(user.id, sampleOnboardingData());
    const draft = first.addDraft(sampleDraftRequest(ANN));
    first.addUploads([{ owner: ANN, kind: 'logo', url: 'data:,1', filename: 'logo.png' }]);

    const second = new MockDb(storage);
    expect(second.snapshot()).toEqual(first.snapshot());
    expect(second.findUserByEmail(ANN)?.passwordHash).toBe('hash');
    expect(second.listDrafts(ANN)).toEqual([draft]);
  });

  it('goes on numbering ids after a reload instead of reusing them', () => {
    const storage = memoryStorage();
    const first = new MockDb(storage).addDraft(sampleDraftRequest(ANN));
    const second = new MockDb(storage).addDraft(sampleDraftRequest(ANN));
    expect(second.id).not.toBe(first.id);
  });

  it('writes every change to storage', () => {
    const storage = memoryStorage();
    const db = new MockDb(storage);
    const draft = db.addDraft(sampleDraftRequest(ANN));
    db.deleteDraft(draft.id, ANN);
    expect(storage.saves).toBe(2);
    expect(new MockDb(storage).listDrafts(ANN)).toEqual([]);
  });

  it('does not write when a delete is refused', () => {
    const storage = memoryStorage();
    const db = new MockDb(storage);
    const draft = db.addDraft(sampleDraftRequest(ANN));
    db.deleteDraft(draft.id, BOB);
    expect(storage.saves).toBe(1);
  });

  it.each([
    ['text that is not JSON', '{"version": 1, "users": ['],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['another version', JSON.stringify({ version: 2, users: [] })],
    ['lists that are not lists', JSON.stringify({ version: 1, users: 'ann', drafts: {} })],
    ['records that are not objects', JSON.stringify({ version: 1, users: [null], drafts: [7] })],
    ['a sequence that is not a number', JSON.stringify({ version: 1, sequence: 'x', users: [] })],
  ])('starts empty from corrupted storage: %s', (_label, text) => {
    const db = new MockDb(memoryStorage(text));
    expect(db.snapshot()).toEqual({
      version: 1,
      sequence: 0,
      users: [],
      onboarding: [],
      drafts: [],
      uploads: [],
      sessionUserId: null,
      links: [],
      accounts: [],
      supportRequests: [],
      timeZones: {},
      plans: [],
      loginStates: [],
      businessProfiles: [],
      aiSettings: {},
      team: emptyTeamState(),
    });
    // And it keeps working: no crash on the first read or write.
    expect(db.findUserByEmail(ANN)).toBeUndefined();
    expect(db.listDrafts(ANN)).toEqual([]);
    expect(db.addDraft(sampleDraftRequest(ANN)).id).toBe('draft_1');
  });

  it('fills in lists an older save did not have', () => {
    const db = new MockDb(memoryStorage(JSON.stringify({ version: 1, sequence: 3, users: [] })));
    expect(db.snapshot().uploads).toEqual([]);
    expect(db.addDraft(sampleDraftRequest(ANN)).id).toBe('draft_4');
  });

  it('empties the storage on reset', () => {
    const storage = memoryStorage();
    const db = new MockDb(storage);
    db.createUser({ email: ANN }, null);
    db.reset();
    expect(new MockDb(storage).findUserByEmail(ANN)).toBeUndefined();
  });

  it('gives snapshots that cannot change the database', () => {
    const db = new MockDb();
    db.createUser({ email: ANN }, null);
    db.snapshot().users.pop();
    expect(db.findUserByEmail(ANN)).toBeDefined();
  });
});

describe('the shared database', () => {
  it('is emptied by resetDb', () => {
    getDb().createUser({ email: ANN }, null);
    resetDb();
    expect(getDb().findUserByEmail(ANN)).toBeUndefined();
  });
});
