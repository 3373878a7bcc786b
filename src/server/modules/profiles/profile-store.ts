import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../common/profile';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    mailing_address:
      row.street && row.city && row.state && row.zip
        ? { street: row.street, ...(row.street2 ? { street2: row.street2 } : {}), city: row.city, state: row.state, zip: row.zip }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Creates the user's profile from their account (name and email given at sign-up) if it does not exist yet. */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into profiles (id, name, email)
    select id, name, email from "user" where id = ${userId}
    on conflict (id) do nothing`);
}

/** The profile of this user; undefined when the user does not exist. */
export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const find = () => db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  let [row] = await find();
  if (!row) {
    // Sign-up creates it after commit; if that step failed, the profile is made here from the account.
    await ensureProfile(db, userId);
    [row] = await find();
  }
  return row ? toProfile(row) : undefined;
}

/** Updates name, phone, address and the mailing address (letters are composed again from it). Empty phone or address clears it; the name is kept in step with the account. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<Profile | undefined> {
  await ensureProfile(db, userId);
  const changes: Partial<Pick<ProfileRow, 'name' | 'phone' | 'address' | 'street' | 'street2' | 'city' | 'state' | 'zip'>> = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.phone !== undefined) changes.phone = update.phone === '' ? null : update.phone;
  if (update.address !== undefined) changes.address = update.address === '' ? null : update.address;
  if (update.mailing_address !== undefined) {
    const m = update.mailing_address;
    Object.assign(changes, { street: m?.street ?? null, street2: m?.street2 ?? null, city: m?.city ?? null, state: m?.state ?? null, zip: m?.zip ?? null });
  }
  const [row] = await db.transaction(async (tx) => {
    if (changes.name !== undefined) {
      await tx
        .update(user)
        .set({ name: changes.name, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
    }
    return tx
      .update(profiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
  });
  return row ? toProfile(row) : undefined;
}
