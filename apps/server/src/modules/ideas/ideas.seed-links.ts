import { z } from 'zod';
import data from './ideas.seed-links.json' with { type: 'json' };

/**
 * Who works on which demo idea and what the demo accounts saved, followed and starred, by
 * idea title and person (an email, or a demo person's name), read from ideas.seed-links.json.
 * Everyone else's likes, comments, saves and follows are drawn from a seeded generator in ideas.seed.ts.
 */
const personIdeas = z.array(z.tuple([z.string(), z.array(z.string())]));
const pair = z.array(z.tuple([z.string(), z.string()]));

const seedLinks = z.object({
  /** [idea, member] */
  team: pair,
  collabs: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.enum(['accepted', 'pending', 'declined']),
      z.string(),
    ]) /* [idea, person, status, message] */,
  ),
  /** Team invites still waiting for an answer: [idea, invitee, message]. */
  teamInvites: z.array(z.tuple([z.string(), z.string(), z.string()])),
  /** [person, ideas] */
  saves: personIdeas,
  ideaFollows: personIdeas,
  favourites: personIdeas,
  /** Follows between people the profiles seeder does not add (skipped when already there): [follower, following]. */
  peopleFollows: pair,
  /** Workspace chat and tasks of the busiest ideas: [sender or assignee, text]. */
  workspaces: z.array(
    z.object({
      idea: z.string(),
      messages: pair,
      tasks: z.array(z.tuple([z.string().nullable(), z.string(), z.enum(['todo', 'doing', 'done'])])),
    }),
  ),
  /** Comments anyone might leave on an idea, and replies. */
  comments: z.array(z.string()).min(1),
  replies: z.array(z.string()).min(1),
});

const links = seedLinks.parse(data);

export const {
  team: TEAM,
  collabs: COLLABS,
  teamInvites: TEAM_INVITES,
  saves: SAVES,
  ideaFollows: IDEA_FOLLOWS,
  favourites: FAVOURITES,
  peopleFollows: PEOPLE_FOLLOWS,
  workspaces: WORKSPACES,
  comments: COMMENTS,
  replies: REPLIES,
} = links;
