import { userTopic } from '@ibh/contract';
import type { RealtimeClient } from './client.ts';
import type { Control } from './control.ts';
import type { RealtimeLogger, SessionLiveness } from './realtime-types.ts';
import type { SocketRegistry } from './socket-registry.ts';

/** What the checks that follow a control message or a gap in the feed need from Realtime. */
export interface AccessCheckDeps {
  sockets: SocketRegistry;
  authorize(userId: string, topic: string): Promise<boolean>;
  sessionLive: SessionLiveness;
  log: RealtimeLogger;
}

/** A control message applied to this process's sockets: sessions ended, accounts deleted, access revoked. */
export async function applyControl(deps: AccessCheckDeps, control: Control): Promise<void> {
  try {
    switch (control.kind) {
      case 'session.ended':
        for (const client of deps.sockets.ofUser(control.userId))
          if (client.sessionId === control.sessionId) deps.sockets.end(client, 'session ended');
        return;
      case 'user.deleted':
        for (const client of deps.sockets.ofUser(control.userId)) deps.sockets.end(client, 'account deleted');
        return;
      case 'access.revoked':
        await Promise.all(
          deps.sockets.ofUser(control.userId).map((client) => recheck(deps, client, control.topic)),
        );
        return;
      default:
        return;
    }
  } catch (error) {
    deps.log.error({ err: error }, 'realtime access check failed');
  }
}

/** Authorizes the client's subscriptions again (one topic or all) and drops the refused ones. */
async function recheck(deps: AccessCheckDeps, client: RealtimeClient, only: string | null): Promise<void> {
  const own = userTopic(client.userId);
  const topics = [...client.topics].filter((topic) => topic !== own && (only === null || topic === only));
  for (const topic of topics) {
    if (await deps.authorize(client.userId, topic)) continue;
    deps.sockets.unsubscribe(client, topic);
    client.sendError('E_NOT_AUTHORIZED', topic);
  }
}

/** After a gap in the feed: every socket's session, then its subscriptions, checked again. */
export async function recheckAll(deps: AccessCheckDeps): Promise<void> {
  try {
    for (const client of [...deps.sockets.clients]) {
      if (client.sessionId && !(await deps.sessionLive(client.sessionId))) {
        deps.sockets.end(client, 'session ended');
        continue;
      }
      await recheck(deps, client, null);
    }
  } catch (error) {
    deps.log.error({ err: error }, 'realtime access check failed');
  }
}
