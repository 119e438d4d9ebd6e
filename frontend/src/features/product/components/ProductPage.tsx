import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ProductPage() {
  return <PagePlaceholder title="Product" />;
}
