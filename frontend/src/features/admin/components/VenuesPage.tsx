import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function VenuesPage() {
  return <PagePlaceholder title="Venue Administration" />;
}
