import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MESSAGES, type AdminProduct, type ProductAdminData } from '@robo/domain';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { ApiError } from '../../../../api/base-query';
import { errorMessage } from '../../../../api/errors';
import { useToast } from '../../../../components/toast';
import { useCreateProductMutation, useUpdateProductMutation } from '../../api/products';
import {
  firstTabWithError,
  productFormSchema,
  productToFormValues,
  type ProductFormTab,
  type ProductFormValues,
} from '../../lib/product-form';
import { DialogError } from '../../../../components/form/DialogError';
import { BasicInfoTab } from './BasicInfoTab';
import { DetailsTab } from './DetailsTab';
import { ImagesTab } from './ImagesTab';
import { PricingTab } from './PricingTab';

const TABS: Array<{ value: ProductFormTab; label: string }> = [
  { value: 'basic', label: 'Basic Info' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'images', label: 'Images' },
  { value: 'details', label: 'Details' },
];

function TabPanel({
  id,
  tab,
  current,
  children,
}: {
  id: string;
  tab: ProductFormTab;
  current: ProductFormTab;
  children: ReactNode;
}) {
  // Every panel stays mounted so a field keeps its value and its error while another tab is shown.
  return (
    <Box
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      hidden={tab !== current}
      sx={{ pt: 1 }}
    >
      {children}
    </Box>
  );
}

/** Create a product ('Create New Product'), or edit `product` (titled with its name). */
export function ProductFormDialog({ product, onClose }: { product?: AdminProduct; onClose: () => void }) {
  const creating = !product;
  const id = useId();
  const { toast } = useToast();
  const [tab, setTab] = useState<ProductFormTab>('basic');
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const form = useForm<ProductFormValues, unknown, ProductAdminData>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productToFormValues(product),
  });
  const saving = form.formState.isSubmitting;
  const [failed, setFailed] = useState<string>();

  const onValid = async (payload: ProductAdminData) => {
    try {
      if (product) {
        const { inventory: _stock, ...edited } = payload;
        await updateProduct({ id: product.id, body: edited }).unwrap();
      } else await createProduct(payload).unwrap();
      toast({ title: product ? MESSAGES.productUpdated : MESSAGES.productCreated, severity: 'success' });
      onClose();
    } catch (error) {
      const title = product ? MESSAGES.productUpdateErrorTitle : MESSAGES.productCreateErrorTitle;
      const description = errorMessage(error as ApiError, 'Please try again.');
      setFailed(`${title}: ${description}`);
      toast({ title, description, severity: 'error' });
    }
  };
  // Show the tab holding the first problem; the others are out of sight.
  const onInvalid = (errors: FieldErrors<ProductFormValues>) => {
    const tabWithError = firstTabWithError(Object.keys(errors));
    if (tabWithError) setTab(tabWithError);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <DialogTitle id={`${id}-title`}>{product ? product.name : 'Create New Product'}</DialogTitle>
          <Tabs
            value={tab}
            onChange={(_e, value: ProductFormTab) => setTab(value)}
            aria-label="Product details"
            variant="scrollable"
            sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={`${id}-tab-${value}`}
                aria-controls={`${id}-panel-${value}`}
              />
            ))}
          </Tabs>
          <DialogContent sx={{ minHeight: 420 }}>
            <DialogError message={failed} />
            <TabPanel id={id} tab="basic" current={tab}>
              <BasicInfoTab creating={creating} />
            </TabPanel>
            <TabPanel id={id} tab="pricing" current={tab}>
              <PricingTab productId={product?.id} />
            </TabPanel>
            <TabPanel id={id} tab="images" current={tab}>
              <ImagesTab />
            </TabPanel>
            <TabPanel id={id} tab="details" current={tab}>
              <DetailsTab />
            </TabPanel>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save Product'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
