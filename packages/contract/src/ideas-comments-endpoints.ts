import * as z from 'zod/mini';
import { OkSchema, PageQuerySchema, pageOf } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { IDEA_TEXT } from './idea-text.ts';
import {
  ExploreQuerySchema,
  FavoriteStateSchema,
  IDEA_FILE_CONTENT_TYPES,
  IDEA_LIMITS,
  IdeaCreatedSchema,
  IdeaDetailSchema,
  IdeaFileQuerySchema,
  IdeaFollowStateSchema,
  IdeaIdParamsSchema,
  IdeaPageSchema,
  IdeaPersonSchema,
  LikeStateSchema,
  PublishIdeaRequestSchema,
  SaveStateSchema,
  UpdateIdeaRequestSchema,
} from './ideas.ts';

/** Comments: top-level comments newest first, each with its replies oldest first. */
export const CommentSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  parentId: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.string(),
  author: IdeaPersonSchema,
  /** The author or the idea's owner may delete it. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentThreadSchema = z.object({ ...CommentSchema.shape, replies: z.array(CommentSchema) });
export type CommentThread = z.infer<typeof CommentThreadSchema>;
export const CommentPageSchema = pageOf(CommentThreadSchema);
export const CreateCommentRequestSchema = z.object({
  body: z
    .string({ error: IDEA_TEXT.commentRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: IDEA_TEXT.commentRequired }),
      z.maxLength(IDEA_LIMITS.commentMax, { error: `Comments must be ≤ ${IDEA_LIMITS.commentMax} chars` }),
    ),
  parentId: z.optional(z.nullable(z.uuid())),
});
export type CreateCommentRequest = z.infer<typeof CreateCommentRequestSchema>;

/** Realtime: every signed-in socket may subscribe to new public ideas (001 section 7.6). */
export const IDEAS_FEED_TOPIC = 'ideas:public';
export const IDEA_REALTIME_EVENTS = { created: 'idea_created' } as const;

/** DELETE /api/comments/:commentId. */
export const CommentIdParamsSchema = z.object({ commentId: z.uuid() });

const tags = ['ideas'] as const;

/** The ideas endpoints (issue 5): publish, Explore, the idea page, files, social switches, comments. */
export const IDEA_ENDPOINTS = {
  publish: defineEndpoint({
    errors: ['E_RATE_LIMITED', 'E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/ideas',
    summary: 'Publish an idea (idea owners)',
    tags,
    body: PublishIdeaRequestSchema,
    responses: { 200: IdeaCreatedSchema },
  }),
  explore: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/ideas',
    summary: 'Explore public ideas: search, filters, sorts, keyset pages',
    tags,
    query: ExploreQuerySchema,
    responses: { 200: IdeaPageSchema },
  }),
  detail: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/ideas/:id',
    summary: 'An idea page (private ideas: members only)',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: IdeaDetailSchema },
  }),
  update: defineEndpoint({
    errors: ['E_NOT_OWNER'],
    method: 'PATCH',
    path: '/api/ideas/:id',
    summary: 'Edit my idea',
    tags,
    params: IdeaIdParamsSchema,
    body: UpdateIdeaRequestSchema,
    responses: { 200: IdeaDetailSchema },
  }),
  remove: defineEndpoint({
    errors: ['E_NOT_OWNER'],
    method: 'DELETE',
    path: '/api/ideas/:id',
    summary: 'Delete my idea and its files',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: OkSchema },
  }),
  uploadFile: defineEndpoint({
    errors: ['E_NOT_OWNER'],
    method: 'PUT',
    path: '/api/ideas/:id/files',
    summary: 'Attach a picture or PDF to my idea (raw JPEG, PNG or PDF body; at most 6 files)',
    tags,
    params: IdeaIdParamsSchema,
    query: IdeaFileQuerySchema,
    body: { raw: IDEA_FILE_CONTENT_TYPES },
    responses: { 200: IdeaDetailSchema },
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/like',
    summary: 'Like an idea',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: LikeStateSchema },
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/like',
    summary: 'Undo like',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: LikeStateSchema },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/save',
    summary: 'Save an idea',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: SaveStateSchema },
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/save',
    summary: 'Undo save',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: SaveStateSchema },
  }),
  follow: defineEndpoint({
    method: 'POST',
    path: '/api/ideas/:id/follow',
    summary: 'Follow an idea',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: IdeaFollowStateSchema },
  }),
  unfollow: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/follow',
    summary: 'Undo follow',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: IdeaFollowStateSchema },
  }),
  favorite: defineEndpoint({
    method: 'PUT',
    path: '/api/ideas/:id/favorite',
    summary: 'Favourite an idea',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: FavoriteStateSchema },
  }),
  unfavorite: defineEndpoint({
    method: 'DELETE',
    path: '/api/ideas/:id/favorite',
    summary: 'Undo favourite',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: FavoriteStateSchema },
  }),
  comments: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/ideas/:id/comments',
    summary: 'Comments on an idea, newest first, with their replies',
    tags,
    params: IdeaIdParamsSchema,
    query: PageQuerySchema,
    responses: { 200: CommentPageSchema },
  }),
  addComment: defineEndpoint({
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/ideas/:id/comments',
    summary: 'Comment on an idea, or reply to a comment',
    tags,
    params: IdeaIdParamsSchema,
    body: CreateCommentRequestSchema,
    responses: { 200: CommentSchema },
  }),
  deleteComment: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'DELETE',
    path: '/api/comments/:commentId',
    summary: 'Delete a comment (its author or the idea owner)',
    tags,
    params: CommentIdParamsSchema,
    responses: { 200: OkSchema },
  }),
};

const E = IDEA_ENDPOINTS;

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const IDEA_API = {
  ideas: E.explore.path,
  idea: (id: string) => endpointPath(E.detail, { id }),
  files: (id: string) => endpointPath(E.uploadFile, { id }),
  like: (id: string) => endpointPath(E.like, { id }),
  save: (id: string) => endpointPath(E.save, { id }),
  follow: (id: string) => endpointPath(E.follow, { id }),
  favorite: (id: string) => endpointPath(E.favorite, { id }),
  comments: (id: string) => endpointPath(E.comments, { id }),
  comment: (commentId: string) => endpointPath(E.deleteComment, { commentId }),
} as const;
