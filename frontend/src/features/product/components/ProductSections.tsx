import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CatalogProduct } from '@robo/domain';
import type { ReactNode } from 'react';
import { DetailList } from '../../../components/DetailList';
import { useT } from '../../../i18n/useT';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** SKU, brand, category and units in stock. */
export function ProductInformation({ product }: { product: CatalogProduct }) {
  const { t } = useT();
  const rows: Array<[string, string]> = [
    [t('product.info.sku'), product.sku],
    [t('product.info.brand'), product.brand],
    [t('product.info.category'), product.category],
    [t('product.info.unitsInStock'), String(Math.max(0, product.inventory))],
  ];
  return <DetailList rows={rows} />;
}

const TRUST = [
  { icon: LocalShippingOutlined, title: 'product.trust.shipping', detail: 'product.trust.shipping.detail' },
  { icon: ReplayOutlined, title: 'product.trust.returns', detail: 'product.trust.returns.detail' },
  { icon: VerifiedUserOutlined, title: 'product.trust.quality', detail: 'product.trust.quality.detail' },
];

export function TrustBadges() {
  const { t } = useT();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {TRUST.map(({ icon: Icon, title, detail }) => (
        <Paper
          key={title}
          component="li"
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          <Icon color="primary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t(title)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(detail)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Key features, the specifications table (when there are any) and 'About This Product'. */
export function ProductSections({ product }: { product: CatalogProduct }) {
  const { t } = useT();
  const specifications = Object.entries(product.specifications ?? {});
  return (
    <>
      {product.features.length > 0 && (
        <Section title={t('product.keyFeatures')}>
          <List dense disablePadding>
            {product.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleOutline color="primary" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {specifications.length > 0 && (
        <Section title={t('product.specifications')}>
          <Paper variant="outlined">
            <Table size="small" aria-label={t('product.specifications')}>
              <TableBody>
                {specifications.map(([key, value]) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                      {key}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </Section>
      )}
      <Section title={t('product.about')}>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
      </Section>
    </>
  );
}
