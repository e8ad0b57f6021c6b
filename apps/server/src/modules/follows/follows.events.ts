import { type DomainEventPayload, USER_EVENTS } from '@ibh/contract';

/** Emitted in the follow's transaction; the notifications module turns it into a 'user_followed' notice. */
export const USER_FOLLOWED = USER_EVENTS.followed;

/** Its schema is in the contract's event catalog (DOMAIN_EVENTS). */
export type UserFollowedPayload = DomainEventPayload<typeof USER_FOLLOWED>;
