import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function LandingPage() {
  return <PagePlaceholder title="RoboLeague 11th Edition" />;
}
