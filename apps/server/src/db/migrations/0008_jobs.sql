-- Durable jobs (platform/jobs): scheduled work that any server process may run. A process
-- claims due rows with FOR UPDATE SKIP LOCKED and holds a lease (locked_until) that it renews
-- while the job runs; a job whose process died is claimed again once its lease ran out.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  payload jsonb not null default '{}'::jsonb,
  -- null: due at once (domain events are scheduled in SQL, without the queue's clock).
  run_at timestamptz,
  -- A second schedule with the same key is a no-op; cancel() finds a job by it.
  idempotency_key text unique,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts >= 1),
  -- The claim: who holds the job (one id per claim) and until when.
  locked_by uuid,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_queued on jobs (run_at nulls first, created_at) where status = 'queued';
create index jobs_running on jobs (locked_until) where status = 'running';
create index jobs_finished on jobs (finished_at) where status in ('done', 'failed', 'cancelled');

-- Domain events are handled by a job each; events recorded before this migration and not yet
-- handled get theirs here.
insert into jobs (name, payload, idempotency_key)
select 'domain_event', jsonb_build_object('eventId', id), 'domain_event:' || id
from domain_events
where processed_at is null;
