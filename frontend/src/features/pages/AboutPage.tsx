import { Trans } from '@lingui/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

const STATS = [
  { value: '2010', label: 'pages.about.stats.founded' },
  { value: '1,00,000+', label: 'pages.about.stats.kids' },
  { value: '500+', label: 'pages.about.stats.schools' },
] as const;

const TIMELINE = [
  { year: '2010', text: 'pages.about.journey.y2010' },
  { year: '2015', text: 'pages.about.journey.y2015' },
  { year: '2020', text: 'pages.about.journey.y2020' },
  { year: '2025', text: 'pages.about.journey.y2025' },
] as const;

const VALUES = [
  'pages.about.values.doing',
  'pages.about.values.safety',
  'pages.about.values.curiosity',
  'pages.about.values.teamwork',
  'pages.about.values.access',
] as const;

export default function AboutPage() {
  const { t } = useT();
  return (
    <StaticPage
      title={t('pages.about.title')}
      intro={t('pages.about.intro', { legalName: SITE.legalName, foundedYear: String(SITE.foundedYear) })}
    >
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, mb: 2 }}>
        {STATS.map(({ value, label }) => (
          <Grid key={label} size={{ xs: 12, sm: 4 }} component="li">
            <Card variant="outlined" sx={{ textAlign: 'center' }}>
              <CardContent>
                <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>{value}</Typography>
                <Typography variant="body1">{t(label)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <PageSection heading={t('pages.about.story.title')}>
        <Paragraph>{t('pages.about.story.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.about.journey.title')}>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {TIMELINE.map(({ year, text }) => (
            <li key={year} style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
              <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', minWidth: 56 }}>
                {year}
              </Typography>
              <Typography component="span" variant="body1">
                {t(text)}
              </Typography>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection heading={t('pages.about.mission.title')}>
        <Paragraph>{t('pages.about.mission.body')}</Paragraph>
      </PageSection>

      <PageSection heading={t('pages.about.values.title')}>
        <BulletList
          items={VALUES.map((key) => (
            <Trans id={key} components={{ 0: <strong /> }} />
          ))}
        />
      </PageSection>
    </StaticPage>
  );
}
