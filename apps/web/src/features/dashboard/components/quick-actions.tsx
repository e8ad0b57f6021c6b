import { type DashboardOverview, HUB_TEXT, NOTIFICATIONS, PATHS } from '@ibh/contract';
import { Briefcase, type LucideIcon, MessageSquare, PenLine, Search, Signature, Users } from 'lucide-react';
import { startTransition, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useFlags } from '@/lib/flags-context';
import { workshopTarget } from '../lib/workshop';
import { WorkshopDialog } from './workshop-dialog';

const tile = buttonClasses(
  'secondary',
  'lg',
  'h-auto min-h-12 justify-start whitespace-normal px-4 py-2.5 text-left text-sm',
);

function Action({
  to,
  icon: Icon,
  label,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  badge?: number;
}) {
  return (
    <li>
      <Link to={to} className={`${tile} w-full`}>
        <Icon aria-hidden className="size-4 shrink-0 text-sapphire-600" />
        <span className="flex-1">{label}</span>
        {badge ? (
          <CountBadge count={badge} cap={NOTIFICATIONS.badgeCap} label={HUB_TEXT.proSignPending(badge)} />
        ) : null}
      </Link>
    </li>
  );
}

/** The role's shortcuts (000 section 2, quick actions), ending with Open Collaboration Workshop. */
export function QuickActions({ overview }: { overview: DashboardOverview }) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const workshopButton = useRef<HTMLButtonElement>(null);
  const owner = overview.role === 'idea_owner';
  const { proShop } = useFlags();

  const openWorkshop = () => {
    const target = workshopTarget(overview.workshopIdeas);
    // A transition: the tap paints at once and the dialog (focus trap, scroll lock, every row)
    // renders right after, instead of holding the tap's frame for 300 ms on a slow phone (decision 110).
    if (target === 'choose') startTransition(() => setChoosing(true));
    else void navigate(target.to);
  };

  return (
    <section aria-labelledby="hub-quick-actions">
      <h2 id="hub-quick-actions" className="mb-3 text-base font-semibold text-ink">
        {HUB_TEXT.quickActions}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {owner ? <Action to={PATHS.postIdea} icon={PenLine} label={HUB_TEXT.postIdea} /> : null}
        {proShop ? <Action to={PATHS.professionals} icon={Briefcase} label={HUB_TEXT.shop} /> : null}
        <Action to={PATHS.messages} icon={MessageSquare} label={HUB_TEXT.messages} />
        <Action to={PATHS.explore} icon={Search} label={HUB_TEXT.findCollaborators} />
        {owner ? null : (
          <Action
            to={PATHS.proCosignInbox}
            icon={Signature}
            label={HUB_TEXT.proSignInbox}
            badge={overview.proSignPending}
          />
        )}
        <li>
          <button
            ref={workshopButton}
            type="button"
            onClick={openWorkshop}
            className={`${buttonClasses('primary', 'lg', 'h-auto min-h-12 justify-start whitespace-normal px-4 py-2.5 text-left text-sm')} w-full`}
          >
            <Users aria-hidden className="size-4 shrink-0" />
            <span className="flex-1">{HUB_TEXT.workshop}</span>
          </button>
        </li>
      </ul>
      <WorkshopDialog
        ideas={overview.workshopIdeas}
        open={choosing}
        onOpenChange={setChoosing}
        returnFocus={() => workshopButton.current}
      />
    </section>
  );
}
