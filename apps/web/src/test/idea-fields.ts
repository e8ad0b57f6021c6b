import type { IdeaDetail } from '@ibh/contract';

type FreshIdeaFields = Pick<
  IdeaDetail,
  | 'stage'
  | 'visibility'
  | 'openForCollab'
  | 'isPremium'
  | 'locked'
  | 'tags'
  | 'industry'
  | 'lookingFor'
  | 'imageUrl'
  | 'likesCount'
  | 'commentsCount'
  | 'followersCount'
>;

/** What a new public idea has before anyone touches it: raw, open, free, no lists, no image, no counts. */
export function freshIdeaFields(): FreshIdeaFields {
  return {
    stage: 'raw',
    visibility: 'public',
    openForCollab: true,
    isPremium: false,
    locked: false,
    tags: [],
    industry: [],
    lookingFor: [],
    imageUrl: null,
    likesCount: 0,
    commentsCount: 0,
    followersCount: 0,
  };
}
