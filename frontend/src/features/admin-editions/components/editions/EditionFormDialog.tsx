import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRADE_GROUPS, slugify, type AdminEdition, type GradeGroup, type Language } from '@robo/domain';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import { GRADE_GROUP_KEYS, useLabel } from '../../../../i18n/staff-labels';
import { useCreateEditionMutation, useUpdateEditionMutation } from '../../../../components/admin/api/editions';
import { useSaveAction } from '../../../../components/admin/hooks/useSaveAction';
import { editionToForm, formContentIn, formToEdition, type EditionForm } from '../../lib/edition-form';
import { FormDialog } from '../../../../components/form/FormDialog';
import { EditionPreview } from './EditionPreview';
import { LandingContentFields } from './LandingContentFields';

const timeField = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The live preview beside the form, in the content language chosen: it re-renders on every keystroke of the content fields. */
function LivePreview({ control, language }: { control: Control<EditionForm>; language: Language }) {
  const [name, headline, about, themeTitle, themeText, translated, timeline, faq] = useWatch({
    control,
    name: ['name', 'headline', 'about', 'themeTitle', 'themeText', 'translated', 'timeline', 'faq'],
  });
  const content = formContentIn({ headline, about, themeTitle, themeText, translated, timeline, faq }, language);
  return <EditionPreview name={name} content={content} />;
}

/** Create an edition, or edit `edition`: prices, early-bird rule, seller and landing content. */
export function EditionFormDialog({ edition, onClose }: { edition?: AdminEdition; onClose: () => void }) {
  const [createEdition, creating] = useCreateEditionMutation();
  const [updateEdition, updating] = useUpdateEditionMutation();
  const { failed, save } = useSaveAction(onClose);
  const label = useLabel();
  const [contentLanguage, setContentLanguage] = useState<Language>('en');
  const { control, handleSubmit, setValue, getFieldState } = useForm<EditionForm>({
    defaultValues: editionToForm(edition),
  });

  const onValid = async (form: EditionForm) => {
    const body = formToEdition(form);
    await save(
      () => (edition ? updateEdition({ id: edition.id, body }) : createEdition(body)).unwrap(),
      edition ? 'Edition saved' : 'Edition created',
      edition ? 'Failed to save the edition' : 'Failed to create the edition',
    );
  };

  const text = (name: keyof EditionForm, label: string, extra: object = {}) => (
    <FormTextField control={control} name={name} label={label} {...extra} />
  );
  const rupeeField = (name: 'ticketRupees' | 'regularRupees' | `kitRupees.${GradeGroup}`, label: string) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={label}
      numeric
      required
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );

  return (
    <FormDialog
      title={edition ? `Edit ${edition.name}` : 'Create Edition'}
      submitLabel={edition ? 'Save Changes' : 'Create Edition'}
      maxWidth="lg"
      busy={creating.isLoading || updating.isLoading}
      failed={failed}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title="Edition">
            <FormTextField
              control={control}
              name="name"
              label="Name"
              required
              // A new edition's slug follows its name until staff edit the slug themselves.
              onTextChange={(name) => !edition && !getFieldState('slug').isDirty && setValue('slug', slugify(name))}
            />
            {text('slug', 'Slug', { required: true, helperText: 'Its preview address: /?edition={slug}' })}
            {text('salesOpenAt', 'Sales open (India time)', timeField)}
            {text('salesCloseAt', 'Sales close (India time)', timeField)}
          </Section>
          <Section title="Prices (₹)">
            {rupeeField('ticketRupees', 'Super Early Bird ticket')}
            {rupeeField('regularRupees', 'Regular ticket')}
            {GRADE_GROUPS.map((group) => rupeeField(`kitRupees.${group}`, `Kit, ${label(GRADE_GROUP_KEYS, group)}`))}
          </Section>
          <Section title="Early bird">
            <FormTextField
              control={control}
              name="earlyBirdPlaces"
              label="Early-bird places"
              numeric
              helperText="Empty: the EARLY_BIRD_LIMIT setting"
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            {text('earlyBirdEndsAt', 'Early bird ends (India time)', timeField)}
          </Section>
          <Section title="Seller on tax invoices (empty: the SELLER_* settings)">
            {text('sellerName', 'Seller name')}
            {text('sellerAddress', 'Seller address')}
            {text('sellerGstin', 'Seller GSTIN')}
          </Section>
          <Section title="Reminders to paid bookings">
            {text('reminders', 'Reminders', {
              helperText: 'Hours before the start (48h) or a time on the day (07:00), separated by commas',
            })}
            {text('whatToBring', 'What to bring', { multiline: true, helperText: 'Shown in every reminder' })}
          </Section>
          <LandingContentFields control={control} language={contentLanguage} onLanguage={setContentLanguage} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
          <LivePreview control={control} language={contentLanguage} />
        </Box>
      </Box>
    </FormDialog>
  );
}
