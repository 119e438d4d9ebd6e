import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function OrderStatusPage() {
  return <PagePlaceholder title="Order Status" />;
}
