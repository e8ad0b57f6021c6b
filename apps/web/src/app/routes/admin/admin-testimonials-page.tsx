import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminTestimonialsPage() {
  return (
    <PlaceholderPage
      title={'Testimonial Review'}
      holds="It will hold submitted testimonials to approve, edit or delete."
    />
  );
}
