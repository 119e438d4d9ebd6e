import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function OrderThankYouPage() {
  return <PagePlaceholder title="Order Confirmation" />;
}
