import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BookingThankYouPage() {
  return <PagePlaceholder title="Booking Confirmation" />;
}
