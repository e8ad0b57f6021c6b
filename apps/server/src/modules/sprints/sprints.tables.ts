import type { CosignRequestStatus, SprintOutcome } from '@ibh/contract';
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type JsonColumn<T> = ColumnType<T, string, string>;

export interface SetupValues {
  hypothesis: string;
  persona: string;
  minValidated: number;
}

/** Tables of migrations/0019_sprints.sql (closed_at: 0026). */
export interface ExperimentsTable {
  id: Generated<string>;
  type: Defaulted<'interview_sprint'>;
  owner_user_id: string;
  idea_id: string | null;
  target_count: Defaulted<number>;
  min_validated: Defaulted<number>;
  hypothesis: Defaulted<string>;
  persona: Defaulted<string>;
  setup_registered_at: Date | null;
  result_summary: string | null;
  share_token: string;
  evidence_id: string | null;
  version_id: string | null;
  created_at: Defaulted<Date>;
  finalized_at: Date | null;
  /** Closed as not met (migration 0031): the target reached without the gate; never with finalized_at. */
  closed_at: Defaulted<Date | null>;
}

export interface InterviewsTable {
  id: Generated<string>;
  experiment_id: string;
  outcome: SprintOutcome;
  who: string | null;
  channel: string | null;
  learning: string | null;
  notes: string | null;
  created_at: Defaulted<Date>;
}

export interface ExperimentSetupRevisionsTable {
  id: Generated<string>;
  experiment_id: string;
  before: JsonColumn<SetupValues>;
  after: JsonColumn<SetupValues>;
  changed_at: Defaulted<Date>;
}

export interface ExperimentCosignRequestsTable {
  id: Generated<string>;
  experiment_id: string;
  pro_user_id: string;
  requested_by: string;
  status: Defaulted<CosignRequestStatus>;
  pro_note: string | null;
  created_at: Defaulted<Date>;
  responded_at: Date | null;
}

export interface ExperimentUpvotesTable {
  experiment_id: string;
  user_id: string;
  role: 'pro' | 'owner';
  created_at: Defaulted<Date>;
}

export interface SprintsTables {
  experiments: ExperimentsTable;
  interviews: InterviewsTable;
  experiment_setup_revisions: ExperimentSetupRevisionsTable;
  experiment_cosign_requests: ExperimentCosignRequestsTable;
  experiment_upvotes: ExperimentUpvotesTable;
}

/** Views the sprints module publishes (migrations/0034_published_views.sql, decision 142). */
export interface SprintsViews {
  sprint_summaries: Pick<
    ExperimentsTable,
    | 'id'
    | 'type'
    | 'owner_user_id'
    | 'idea_id'
    | 'target_count'
    | 'evidence_id'
    | 'version_id'
    | 'created_at'
    | 'finalized_at'
    | 'closed_at'
  >;
  sprint_interview_counts: { experiment_id: string; done: number };
  accepted_sprint_cosigns: { experiment_id: string; pro_user_id: string; accepted_at: Date };
}
