import { NotFoundMessage } from '@/app/errors/not-found-message';

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
