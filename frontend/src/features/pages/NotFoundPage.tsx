import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../config/site';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useT } from '../../i18n/useT';

export default function NotFoundPage() {
  const { t } = useT();
  const title = t('pages.notFound.title');
  useDocumentTitle(`${title} | ${SITE.brand}`);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {t('pages.notFound.body')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('pages.notFound.home')}
      </Button>
    </Container>
  );
}
