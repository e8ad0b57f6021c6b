/**
 * The signed avatar URL of a person, or null (`ctx.avatars`): the profiles module keeps avatars and
 * fills this port; the auth module shows the avatar in the session it answers without importing
 * profiles (profiles sits above auth: it renames and deletes accounts through it).
 */
export interface AvatarsPort {
  urlOf(userId: string): Promise<string | null>;
}
