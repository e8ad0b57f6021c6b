/** Emitted in the follow's transaction; the notifications issue turns it into a 'user_followed' notice. */
export const USER_FOLLOWED = 'user_followed';

export interface UserFollowedPayload {
  followerId: string;
  followedId: string;
}
