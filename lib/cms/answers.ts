// The one cache of the content service's answers in a server process: the proxy (is this address a page?) and
// the pages read the same answers from it. Its last good answers are kept on disk and, with a Redis, in the
// cluster's, so a restart while the service is down still has them (docs/architecture.md says why not Next's).
import { answerFileStore, ANSWERS_DIR } from './answer-file-store';
import { LastGoodCache } from './cache';
import { takeRevalidatedTags } from './revalidation-signal';
import { sharedAnswerStore } from './shared-answer-store';
import { CMS_TAGS, isMenuTag } from './tags';
import { BUILD_STAMP } from '@/lib/build-stamp';
import { processWide } from '@/lib/process-wide';
import { redisUrl } from '@/lib/redis-url.mjs';

// One per process: Next bundles the proxy and the pages apart (see processWide).
const answers = processWide('cms-answers', () => {
  const onDisk = answerFileStore(ANSWERS_DIR, BUILD_STAMP);
  const kept = redisUrl() ? sharedAnswerStore(BUILD_STAMP, onDisk) : onDisk;
  return new LastGoodCache(Date.now, kept);
});

/** The answers, those of the tags revalidated since the last read to be asked for again before they are next served. */
export function siteAnswers(): LastGoodCache {
  const tags = takeRevalidatedTags();
  // A menu's update may have renamed it, which only the tree says: the tree is asked for again too, so that the
  // proxy finds the menu at its address (its pages' headers follow the tree's own revalidation).
  if (tags.length > 0) answers.expire(tags.some(isMenuTag) ? [...tags, CMS_TAGS.menus] : tags);
  return answers;
}
