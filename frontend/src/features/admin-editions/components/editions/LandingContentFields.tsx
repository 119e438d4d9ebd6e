import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type TranslationLanguage } from '@robo/domain';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import { blankEntry, type EditionForm } from '../../lib/edition-form';
import { EntryListField } from './EntryListField';

const tabId = (language: Language) => `landing-content-tab-${language}`;
const PANEL_ID = 'landing-content-panel';

function Legend({ children }: { children: string }) {
  return (
    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The English content: its texts, and the timeline and FAQ entries added, removed and moved (with their translations). */
function EnglishFields({ control }: { control: Control<EditionForm> }) {
  const text = (name: 'headline' | 'about' | 'themeTitle' | 'themeText', label: string, extra: object = {}) => (
    <FormTextField control={control} name={name} label={label} {...extra} />
  );
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Legend>Landing page</Legend>
        {text('headline', 'Headline', { multiline: true })}
        {text('about', 'About', { multiline: true, minRows: 3 })}
        {text('themeTitle', 'Theme title', { helperText: "Shown as This Year's Theme: {title}" })}
        {text('themeText', 'Theme text', {
          multiline: true,
          minRows: 3,
          helperText: 'A blank line between paragraphs',
        })}
      </Box>
      <EntryListField
        control={control}
        name="timeline"
        legend="Timeline"
        noun="timeline entry"
        fields={[
          { key: 'date', label: 'Date' },
          { key: 'text', label: 'Text', multiline: true },
        ]}
        blank={blankEntry({ date: '', text: '' })}
      />
      <EntryListField
        control={control}
        name="faq"
        legend="FAQ"
        noun="FAQ entry"
        fields={[
          { key: 'question', label: 'Question' },
          { key: 'answer', label: 'Answer', multiline: true },
        ]}
        blank={blankEntry({ question: '', answer: '' })}
      />
    </>
  );
}

/**
 * One language's translation: each text with the English one as its placeholder (an empty field
 * shows the English on the page), and the English entries' translations in their order.
 */
function TranslationFields({ control, language }: { control: Control<EditionForm>; language: TranslationLanguage }) {
  const [headline, about, themeTitle, themeText, timeline, faq] = useWatch({
    control,
    name: ['headline', 'about', 'themeTitle', 'themeText', 'timeline', 'faq'],
  });
  const text = (name: FieldPath<EditionForm>, label: string, english: string, extra: object = {}) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={label}
      placeholder={english}
      slotProps={{ inputLabel: { shrink: true } }}
      {...extra}
    />
  );
  const multiline = { multiline: true };
  const entry = { size: 'small' };
  return (
    <>
      <Typography color="text.secondary">An empty field shows the English text on the page.</Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Legend>Landing page</Legend>
        {text(`translated.${language}.headline`, 'Headline', headline, multiline)}
        {text(`translated.${language}.about`, 'About', about, multiline)}
        {text(`translated.${language}.themeTitle`, 'Theme title', themeTitle)}
        {text(`translated.${language}.themeText`, 'Theme text', themeText, multiline)}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Legend>Timeline</Legend>
        {timeline.length === 0 && <Typography color="text.secondary">No timeline entry yet.</Typography>}
        {timeline.map(({ date, text: english }, index) => (
          <Box key={index} sx={{ display: 'grid', gap: 1 }}>
            {text(`timeline.${index}.translated.${language}.date`, `Date ${index + 1}`, date, entry)}
            {text(`timeline.${index}.translated.${language}.text`, `Text ${index + 1}`, english, {
              ...entry,
              ...multiline,
            })}
          </Box>
        ))}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Legend>FAQ</Legend>
        {faq.length === 0 && <Typography color="text.secondary">No FAQ entry yet.</Typography>}
        {faq.map(({ question, answer }, index) => (
          <Box key={index} sx={{ display: 'grid', gap: 1 }}>
            {text(`faq.${index}.translated.${language}.question`, `Question ${index + 1}`, question, entry)}
            {text(`faq.${index}.translated.${language}.answer`, `Answer ${index + 1}`, answer, {
              ...entry,
              ...multiline,
            })}
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The landing content in each language, one tab each (English / हिन्दी / मराठी); the live preview
 * follows the tab chosen. Labels stay English (staff screens are English only).
 */
export function LandingContentFields({
  control,
  language,
  onLanguage,
}: {
  control: Control<EditionForm>;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Tabs
        value={language}
        onChange={(_, chosen: Language) => onLanguage(chosen)}
        aria-label="Content language"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((tab) => (
          <Tab key={tab} value={tab} label={LANGUAGE_NAMES[tab]} id={tabId(tab)} aria-controls={PANEL_ID} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(language)} sx={{ display: 'grid', gap: 3 }}>
        {language === 'en' ? (
          <EnglishFields control={control} />
        ) : (
          <TranslationFields key={language} control={control} language={language} />
        )}
      </Box>
    </Box>
  );
}
