import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SITE } from '../../config/site';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

const STATS = [
  { value: '2010', label: 'Founded in Pune' },
  { value: '1,00,000+', label: 'Kids trained' },
  { value: '500+', label: 'Partner schools' },
] as const;

const TIMELINE = [
  {
    year: '2010',
    text: 'RoboLeague starts in Pune with weekend robotics clubs for a handful of schools, built on one idea: children learn best when they build.',
  },
  {
    year: '2015',
    text: 'The first inter-school RoboLeague competition brings students from across Maharashtra together, and our kits move into classrooms.',
  },
  {
    year: '2020',
    text: 'We take our curriculum online and into more states, so learning continues from home with kits delivered to the doorstep.',
  },
  {
    year: '2025',
    text: 'Over 1,00,000 kids and 500 schools later, RoboLeague runs its 11th Edition with zonal, regional and national rounds.',
  },
] as const;

export default function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      intro={`${SITE.legalName} has been making robotics and STEM learning hands-on, joyful and accessible for school children since ${SITE.foundedYear}.`}
    >
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, mb: 2 }}>
        {STATS.map(({ value, label }) => (
          <Grid key={label} size={{ xs: 12, sm: 4 }} component="li">
            <Card variant="outlined" sx={{ textAlign: 'center' }}>
              <CardContent>
                <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>{value}</Typography>
                <Typography variant="body1">{label}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <PageSection heading="Our story">
        <Paragraph>
          Founded in Pune in 2010, RoboLeague began as a small after-school club where students assembled their first
          robots from motors, sensors and a lot of curiosity. Today we have trained over 1,00,000 kids and work with
          over 500 schools, running workshops, competitions and a store of robotics and STEM kits that families can use
          at home.
        </Paragraph>
      </PageSection>

      <PageSection heading="Our journey">
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {TIMELINE.map(({ year, text }) => (
            <li key={year} style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
              <Typography component="span" sx={{ fontWeight: 800, color: 'primary.main', minWidth: 56 }}>
                {year}
              </Typography>
              <Typography component="span" variant="body1">
                {text}
              </Typography>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection heading="Our mission">
        <Paragraph>
          To give every child from Grade 1 to Grade 9 the confidence to design, build and program real machines, and to
          connect what they learn in class with problems in the world around them, such as this year&apos;s theme, a
          clean and green city.
        </Paragraph>
      </PageSection>

      <PageSection heading="Our values">
        <BulletList
          items={[
            <>
              <strong>Learning by doing:</strong> every session ends with something the child built and can explain.
            </>,
            <>
              <strong>Safety and care:</strong> small groups, trained mentors and age-appropriate kits.
            </>,
            <>
              <strong>Curiosity over marks:</strong> we celebrate questions, experiments and honest failures.
            </>,
            <>
              <strong>Teamwork and fair play:</strong> our competitions reward collaboration as much as winning.
            </>,
            <>
              <strong>Access for all:</strong> fair pricing and school partnerships so more children can take part.
            </>,
          ]}
        />
      </PageSection>
    </StaticPage>
  );
}
