import { businessProfileSchema } from '@contract/business-profile';
import { CORPUS } from '../core/offline-writer/test-corpus';
import { writeSourcedPost } from '../core/offline-writer/write-post';
const v = Number(process.argv[2] ?? '0');
for (const profile of CORPUS) for (const description of profile.briefs) {
  const r = writeSourcedPost({ description, businessDescription: profile.businessDescription, onboarding: profile.onboarding, business: profile.business ? businessProfileSchema.parse(profile.business) : null, titleGeneration: true, seoEnabled: false, trendingEnabled: false, captionGeneration: true, captionLength: 'medium', hashtagGeneration: true, variation: v });
  console.log(`## ${profile.label} ← ${description}${r.needsDetail ? '  [NEEDS DETAIL]' : ''}\n  T: ${r.post.title}\n  ${r.post.caption.replace(/\n/g, '\n  ')}\n  ${r.post.hashtags}\n`);
}
