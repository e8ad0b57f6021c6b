import { MeritHelp } from '@/features/merit/components/merit-help';

/** /help/merit (001 section 1): what Merit is, from the published formula; your own inputs when a professional. */
export default function MeritHelpPage() {
  return <MeritHelp />;
}
