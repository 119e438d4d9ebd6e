import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { MESSAGES, type AdminProduct } from '@robo/domain';
import { useMemo, useState } from 'react';
import type { ApiError } from '../../../api/base-query';
import { errorMessage } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useAdminProductsQuery, useDeleteProductMutation } from '../api/products';
import { useLastDefined } from '../../../components/admin/hooks/useLastDefined';
import { countProducts, searchProducts } from '../lib/product-list';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { DeleteDialog } from '../../../components/admin/ConfirmDialog';
import { LogoutButton } from '../../../components/admin/LogoutButton';
import { CatalogSummary } from './products/CatalogSummary';
import { ProductCounters } from './products/ProductCounters';
import { ProductFormDialog } from './products/ProductFormDialog';
import { ProductGrid, ProductGridSkeleton, ProductsMessage } from './products/ProductGrid';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; product: AdminProduct };

function ProductsAdmin() {
  const { data: products, isLoading, isError } = useAdminProductsQuery();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const [deleteProduct, deleting] = useDeleteProductMutation();
  const { toast } = useToast();
  const close = () => setAction(null);
  const target = useLastDefined(action && 'product' in action ? action.product : undefined);

  const counts = useMemo(() => countProducts(products ?? []), [products]);
  const shown = useMemo(() => searchProducts(products ?? [], search), [products, search]);

  const confirmDelete = async (product: AdminProduct) => {
    try {
      await deleteProduct(product.id).unwrap();
      toast({ title: MESSAGES.productDeleted, severity: 'success' });
    } catch (error) {
      toast({
        title: MESSAGES.productDeleteErrorTitle,
        description: errorMessage(error as ApiError, 'Please try again.'),
        severity: 'error',
      });
    } finally {
      close();
    }
  };

  return (
    <>
      <AdminToolbar>
        <LogoutButton to="/admin" />
      </AdminToolbar>
      <AdminToolbar>
        <CatalogSummary />
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAction({ kind: 'create' })}>
          Add Product
        </Button>
      </AdminToolbar>
      <TextField
        type="search"
        label="Search products"
        placeholder="Name, SKU or category"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 3 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {isLoading && <ProductGridSkeleton />}
      {isError && !products && (
        <ProductsMessage title={MESSAGES.errorLoadingProducts} detail={MESSAGES.errorLoadingProductsDetail} />
      )}
      {products && (
        <>
          <ProductCounters counts={counts} />
          <ProductGrid
            products={shown}
            searching={search.trim() !== ''}
            onEdit={(product) => setAction({ kind: 'edit', product })}
            onDelete={(product) => setAction({ kind: 'delete', product })}
          />
        </>
      )}

      {action?.kind === 'create' && <ProductFormDialog onClose={close} />}
      {action?.kind === 'edit' && (
        <ProductFormDialog key={action.product.id} product={action.product} onClose={close} />
      )}
      <DeleteDialog
        open={action?.kind === 'delete'}
        title={`Delete ${target?.name}?`}
        busy={deleting.isLoading}
        onClose={close}
        onConfirm={() => target && void confirmDelete(target)}
      />
    </>
  );
}

export default function ProductsAdminPage() {
  return (
    <AdminPage title="Product Management">
      <RequireAdmin>
        <ProductsAdmin />
      </RequireAdmin>
    </AdminPage>
  );
}
