import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function UserLoginPage() {
  return <PagePlaceholder title="Login" />;
}
