import { EditProfileView } from '@/features/profiles/components/edit/edit-profile-view';

export default function EditProfilePage() {
  return <EditProfileView />;
}
