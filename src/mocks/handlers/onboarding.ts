import { API_MESSAGES } from '@contract/messages';
import { getDb } from '../db';
import { endpointHandler } from '../http';
import { dataEmailFor } from '../team';

export const USER_NOT_FOUND = 'User not found';

/** Every identifier a user's uploads may be filed under. */
export function uploadOwners(user: {
  email?: string | null;
  google_id?: string | null;
  facebook_id?: string | null;
}): string[] {
  return [user.email, user.google_id, user.facebook_id].filter((value): value is string =>
    Boolean(value),
  );
}

export const onboardingHandlers = [
  endpointHandler('saveOnboarding', ({ body, reply, fail }) => {
    const db = getDb();
    const record = db.findUser(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    db.saveOnboarding(record.id, body.onboarding_data);
    db.updateUser(record.id, {
      business_name: body.business_name ?? body.onboarding_data.business.name,
      industry: body.industry ?? body.onboarding_data.business.industry,
      location: body.location ?? body.onboarding_data.business.city,
      employees: body.employees ?? body.onboarding_data.business.employees,
    });
    return reply({ success: true, user_id: record.id });
  }),

  // By id the mock answers with an object, by e-mail with JSON text: both shapes occur.
  endpointHandler('getOnboardingById', ({ params, reply, fail }) => {
    const db = getDb();
    const onboarding = db.findOnboarding(params.id ?? '');
    if (!onboarding) return fail(404, API_MESSAGES.onboardingNotFound);
    const user = db.findUserById(onboarding.userId)?.user;
    return reply({
      user_id: onboarding.userId,
      user_email: user?.email ?? null,
      onboarding_data: onboarding.data,
    });
  }),

  endpointHandler('getOnboardingByEmail', ({ params, reply, fail }) => {
    const db = getDb();
    // A member reads the brand of the business they act for (ADR 0061).
    const user = db.findUserByEmail(dataEmailFor(params.email ?? ''));
    const onboarding = user ? db.findOnboarding(user.id) : undefined;
    if (!user || !onboarding) return fail(404, API_MESSAGES.onboardingNotFound);
    return reply({
      user_id: user.id,
      user_email: user.user.email ?? null,
      onboarding_data: JSON.stringify(onboarding.data),
    });
  }),

  endpointHandler('getBrandAssets', ({ params, reply }) => {
    const db = getDb();
    const email = params.email ?? '';
    const user = db.findUserByEmail(email);
    const owners = user ? uploadOwners(user.user) : [email];
    const logos = db.uploadsOf(owners, 'logo');
    const photos = db.uploadsOf(owners, 'photo');
    return reply({
      success: true,
      brand_assets: {
        logos: { count: logos.length },
        photos: {
          count: photos.length,
          files: photos.map((photo) => ({ filename: photo.filename, url: photo.url })),
        },
      },
    });
  }),
];
