import { NOTIFICATION_EVENTS, type Notification, userTopic } from '@ibh/contract';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeRealtime } from '@/test/realtime-mock';
import { testUser } from '@/test/render-app';

/** Waits until the app listens on the signed-in person's own topic. */
export const listeningToUser = () =>
  waitFor(() => expect(fakeRealtime.topics()).toContain(userTopic(testUser.id)));

/** Sends an event on the signed-in person's topic, as the server does after a commit. */
export const emitToUser = (type: string, data: unknown) =>
  act(() => fakeRealtime.emit(userTopic(testUser.id), { type, data }));

/** A new notification for the signed-in person arrives live. */
export const pushNotification = (item: Notification) => emitToUser(NOTIFICATION_EVENTS.created, item);
