import { eq } from 'drizzle-orm';
import type { Role } from '@contract/team';
import { createRepositories } from '../../src/db/repositories';
import { businesses } from '../../src/db/schema';
import { DEFAULT_PASSWORD, TestClient } from './client';
import type { TestServer } from './test-server';

let counter = 0;

export interface SignedInMember {
  client: TestClient;
  userId: string;
  email: string;
}

/** A new person with their own business (as sign-up makes one), signed in and acting for it. */
export async function signedInOwner(server: TestServer, label = 'owner'): Promise<SignedInMember> {
  const email = `${label}${(counter += 1)}-${Date.now()}@example.com`;
  const client = new TestClient(server.url);
  await client.signUp(email);
  const user = await createRepositories(server.testDatabase.database.db).users.findByEmail(email);
  if (!user) throw new Error('The signed-up person was not stored');
  return { client, userId: user.id, email };
}

/**
 * A person who belongs only to `businessId`, with `role`, signed in over HTTP so their
 * session acts for it. The team endpoints will invite people; until then the membership
 * is added through the repository: the person signs up (which gives them a business of
 * their own), that business is removed, they join `businessId`, then sign in afresh.
 */
export async function signedInMember(
  server: TestServer,
  businessId: string,
  role: Exclude<Role, 'owner'>,
): Promise<SignedInMember> {
  const person = await signedInOwner(server, role);
  const { db } = server.testDatabase.database;
  await db.delete(businesses).where(eq(businesses.id, person.userId));
  await server.app.memberships.addMember(businessId, person.userId, role);
  const client = new TestClient(server.url);
  const login = await client.post('/api/login', {
    email: person.email,
    password: DEFAULT_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(login.body)}`);
  return { ...person, client };
}
