import { onIdea, onIdeaRecord, ownerInWorkspace, workspace } from './policy-rules.ts';
import { IDEA_TARGETS, IDEA_WRITE_TARGETS, type PolicyRow } from './policy-types.ts';

/** The workspace. */
export const WORKSPACE_POLICY: Record<string, PolicyRow> = {
  // Workspace
  'WORKSPACE_ENDPOINTS.workspace': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.messages': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.postMessage': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({ body: { body: 'Matrix chat' } })),
  },
  'WORKSPACE_ENDPOINTS.tasks': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.createTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({ body: { title: 'Matrix task' } })),
  },
  'WORKSPACE_ENDPOINTS.updateTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdeaRecord('taskId', 'id', { body: { status: 'done' } }),
  },
  'WORKSPACE_ENDPOINTS.deleteTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerInWorkspace,
    request: onIdeaRecord('taskId'),
  },
  'WORKSPACE_ENDPOINTS.files': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.uploadFile': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({
      query: { name: 'notes.txt' },
      body: Buffer.from('matrix notes'),
      contentType: 'application/octet-stream',
    })),
  },
  'WORKSPACE_ENDPOINTS.downloadLink': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdeaRecord('fileId'),
  },
  'WORKSPACE_ENDPOINTS.deleteFile': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerInWorkspace,
    request: onIdeaRecord('fileId'),
  },
  'WORKSPACE_ENDPOINTS.presence': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(),
  },
};
