import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function CouponsPage() {
  return <PagePlaceholder title="Coupon Management" />;
}
