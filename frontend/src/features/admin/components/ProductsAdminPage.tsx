import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ProductsAdminPage() {
  return <PagePlaceholder title="Product Management" />;
}
