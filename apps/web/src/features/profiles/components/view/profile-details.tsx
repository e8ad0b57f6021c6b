import { PROFILE_FIELD_TEXT, PROFILE_PAGE_TEXT, type PublicProfile } from '@ibh/contract';
import { Award, CalendarClock, Globe, Link2, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SkillList } from './skill-list';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-5 shadow-sm">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const linkClasses =
  'inline-flex min-h-10 items-center gap-2 text-sm font-medium break-all text-sapphire-600 hover:underline';
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link of the side cards: its icon, its kind for screen readers, then what it points to. */
function LinkItem({
  href,
  icon: Icon,
  label,
  external = false,
  children,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} {...(external ? NEW_TAB : {})} className={linkClasses}>
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="sr-only">{label}: </span>
        {children}
      </a>
    </li>
  );
}

const shown = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '');

/** About, skills, interests and badges in the main column; links and contact beside them. */
export function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const links = [
    { url: profile.website, label: PROFILE_FIELD_TEXT.website, icon: Globe },
    { url: profile.linkedin, label: PROFILE_FIELD_TEXT.linkedin, icon: Link2 },
    { url: profile.calendly, label: PROFILE_FIELD_TEXT.calendly, icon: CalendarClock },
  ].filter((link): link is typeof link & { url: string } => Boolean(link.url));
  const hasContact = profile.email || profile.phone;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        {profile.bio ? (
          <Card title={PROFILE_PAGE_TEXT.about}>
            <p className="text-sm whitespace-pre-line text-ink">{profile.bio}</p>
          </Card>
        ) : null}
        {profile.skills.length > 0 ? (
          <Card title={PROFILE_PAGE_TEXT.skills}>
            <SkillList skills={profile.skills} />
          </Card>
        ) : null}
        {profile.industries.length > 0 || profile.lookingForRoles.length > 0 ? (
          <Card title={PROFILE_PAGE_TEXT.interests}>
            <div className="flex flex-col gap-3">
              {profile.industries.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {profile.industries.map((industry) => (
                    <li key={industry}>
                      <Badge>{industry}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              {profile.lookingForRoles.length > 0 ? (
                <p className="text-sm text-ink-muted">
                  <span className="font-medium text-ink">{PROFILE_PAGE_TEXT.lookingFor}:</span>{' '}
                  {profile.lookingForRoles.join(', ')}
                </p>
              ) : null}
            </div>
          </Card>
        ) : null}
        {profile.badges.length > 0 ? (
          <Card title={PROFILE_PAGE_TEXT.badges}>
            <ul className="flex flex-wrap gap-2">
              {profile.badges.map((badge) => (
                <li key={badge}>
                  <Badge tone="gold">
                    <Award aria-hidden className="size-3.5" />
                    {badge}
                  </Badge>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {links.length > 0 ? (
          <Card title={PROFILE_PAGE_TEXT.links}>
            <ul className="flex flex-col">
              {links.map(({ url, label, icon }) => (
                <LinkItem key={label} href={url} icon={icon} label={label} external>
                  {shown(url)}
                </LinkItem>
              ))}
            </ul>
          </Card>
        ) : null}
        {hasContact ? (
          <Card title={PROFILE_PAGE_TEXT.contact}>
            <ul className="flex flex-col">
              {profile.email ? (
                <LinkItem href={`mailto:${profile.email}`} icon={Mail} label={PROFILE_PAGE_TEXT.email}>
                  {profile.email}
                </LinkItem>
              ) : null}
              {profile.phone ? (
                <LinkItem href={`tel:${profile.phone}`} icon={Phone} label={PROFILE_PAGE_TEXT.phone}>
                  {profile.phone}
                </LinkItem>
              ) : null}
            </ul>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
