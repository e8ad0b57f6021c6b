import { CofounderFinder } from '@/features/cofounders/components/cofounder-finder';

export default function CofoundersPage() {
  return <CofounderFinder />;
}
