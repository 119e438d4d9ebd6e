import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function AdminLoginPage() {
  return <PagePlaceholder title="Admin Login" />;
}
