import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../common/profile';
import type { Db } from '../../db/client';
import { cipherFor } from '../../db/encryption/data-keys';
import type { FieldCipher } from '../../db/encryption/field-cipher';
import { profiles, user } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/** The profile's sealed columns (docs/decisions/195): phone, the free-form address and the mailing address but its state. */
const SEALED = ['phone', 'address', 'street', 'street2', 'city', 'zip'] as const;
type SealedKey = (typeof SEALED)[number];
type Sealable = { [K in SealedKey]?: string | null };

function toProfile(cipher: FieldCipher, row: ProfileRow): Profile {
  const [phone, address, street, street2, city, zip] = SEALED.map((k) => cipher.open(k, row[k]));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: phone ?? null,
    address: address ?? null,
    mailing_address: street && city && row.state && zip ? { street, ...(street2 ? { street2 } : {}), city, state: row.state, zip } : null,
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
  return row ? toProfile(await cipherFor(db, userId), row) : undefined;
}

/** Updates name, phone, address and the mailing address (letters are composed again from it). Empty phone or address clears it; the name is kept in step with the account. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<Profile | undefined> {
  await ensureProfile(db, userId);
  const changes: { name?: string; state?: string | null } & Sealable = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.phone !== undefined) changes.phone = update.phone === '' ? null : update.phone;
  if (update.address !== undefined) changes.address = update.address === '' ? null : update.address;
  if (update.mailing_address !== undefined) {
    const m = update.mailing_address;
    Object.assign(changes, { street: m?.street ?? null, street2: m?.street2 ?? null, city: m?.city ?? null, state: m?.state ?? null, zip: m?.zip ?? null });
  }
  const cipher = await cipherFor(db, userId);
  const sealed: Partial<Pick<ProfileRow, SealedKey>> = {};
  for (const k of SEALED) if (changes[k] !== undefined) sealed[k] = cipher.seal<string>(k, changes[k]);
  const plain = { ...(changes.name !== undefined ? { name: changes.name } : {}), ...(changes.state !== undefined ? { state: changes.state } : {}) };
  const [row] = await db.transaction(async (tx) => {
    if (changes.name !== undefined) {
      await tx
        .update(user)
        .set({ name: changes.name, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
    }
    return tx
      .update(profiles)
      .set({ ...plain, ...sealed, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
  });
  return row ? toProfile(cipher, row) : undefined;
}
