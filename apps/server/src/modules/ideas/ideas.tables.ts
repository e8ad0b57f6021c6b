import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { TextArray } from '../../db/column-types.ts';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type IdeaStage = 'raw' | 'needs_guidance' | 'full_pitchdeck';
export type IdeaVisibility = 'public' | 'private';

/** Tables of migrations/0006_ideas.sql. */
export interface IdeasTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  one_liner: string | null;
  short_description: string;
  full_description: string | null;
  roadmap: string | null;
  stage: Defaulted<IdeaStage>;
  visibility: Defaulted<IdeaVisibility>;
  open_for_collab: Defaulted<boolean>;
  is_premium: Defaulted<boolean>;
  tags: TextArray;
  industry: TextArray;
  looking_for: TextArray;
  skills: TextArray;
  /** numeric, parsed to a JS number by both engines. */
  funding: number | null;
  availability: string | null;
  image_paths: TextArray;
  image_path: string | null;
  likes_count: Defaulted<number>;
  comments_count: Defaulted<number>;
  followers_count: Defaulted<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  tags_lc: GeneratedAlways<string[]>;
  industry_lc: GeneratedAlways<string[]>;
  looking_for_lc: GeneratedAlways<string[]>;
  search: GeneratedAlways<string>;
  /** What a locked premium card shows (title, one-liner, labels): searched for viewers who may not read it. */
  search_public: GeneratedAlways<string>;
}

export interface IdeaFilesTable {
  id: Generated<string>;
  idea_id: string;
  path: string;
  name: string;
  content_type: string;
  size_bytes: number;
  position: number;
  created_at: Generated<Date>;
}

/** idea_likes, idea_saves, idea_follows and idea_favorites share this shape. */
export interface IdeaUserLinkTable {
  idea_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface IdeaCommentsTable {
  id: Generated<string>;
  idea_id: string;
  /** Null once the author deleted their account. */
  user_id: string | null;
  parent_id: string | null;
  body: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IdeasTables {
  ideas: IdeasTable;
  idea_files: IdeaFilesTable;
  idea_likes: IdeaUserLinkTable;
  idea_comments: IdeaCommentsTable;
  idea_saves: IdeaUserLinkTable;
  idea_follows: IdeaUserLinkTable;
  idea_favorites: IdeaUserLinkTable;
  /** The words of public ideas' titles, one-liners and tags (typo correction, migration 0039). */
  idea_words: { word: string };
  /** Best match's posting lists: a public idea's card words in (term, created_at) order (0041). */
  idea_search_postings: { term: string; created_at: Date; idea_id: string };
}

/** What other modules read of an idea (migrations/0034_published_views.sql, decision 142). */
export type IdeaCardView = Pick<
  IdeasTable,
  | 'id'
  | 'user_id'
  | 'title'
  | 'one_liner'
  | 'short_description'
  | 'stage'
  | 'visibility'
  | 'open_for_collab'
  | 'is_premium'
  | 'tags'
  | 'industry'
  | 'industry_lc'
  | 'looking_for'
  | 'image_path'
  | 'image_paths'
  | 'likes_count'
  | 'comments_count'
  | 'followers_count'
  | 'created_at'
  | 'updated_at'
>;

/** Views the ideas module publishes (decision 142): any module may read them. */
export interface IdeasViews {
  idea_cards: IdeaCardView;
  idea_followers: IdeaUserLinkTable;
  favorite_ideas: Pick<IdeaUserLinkTable, 'idea_id' | 'user_id'>;
  idea_comment_texts: Pick<IdeaCommentsTable, 'id' | 'idea_id' | 'body'>;
}
