import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function StorePage() {
  return <PagePlaceholder title="Store" />;
}
