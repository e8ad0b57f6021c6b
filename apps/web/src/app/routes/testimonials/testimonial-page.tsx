import { TestimonialPageView } from '@/features/testimonials/components/testimonial-page-view';

export default function TestimonialPage() {
  return <TestimonialPageView />;
}
