import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../../../config/site';
import { Section } from './Section';

const PAGE_LINKS = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'About Us', to: '/about' },
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Refunds & Cancellation', to: '/refunds' },
  { label: 'Shipping Policy', to: '/shipping' },
  { label: 'Store', to: '/store' },
] as const;

export function HelpSection() {
  return (
    <Section id="help" title="Need Help?">
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <div>
          <Typography sx={{ mb: 2 }}>
            Questions about the workshop, your booking or the kits? We reply within {SITE.replyWithin},{' '}
            {SITE.supportHours}.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            <li>
              E-mail:{' '}
              <Link href={`mailto:${SITE.email}`} underline="always">
                {SITE.email}
              </Link>
            </li>
            <li>
              Phone:{' '}
              <Link href={SITE.phoneHref} underline="always">
                {SITE.phone}
              </Link>
            </li>
            <li>
              <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer">
                Message us on WhatsApp
              </Link>
            </li>
            <li>
              Instagram:{' '}
              <Link href={SITE.instagramUrl} target="_blank" rel="noopener noreferrer" underline="always">
                {SITE.instagramHandle}
              </Link>
            </li>
            <li>
              Office: <address style={{ display: 'inline', fontStyle: 'normal' }}>{SITE.address}</address>
            </li>
          </Box>
        </div>
        <nav aria-label="Useful links">
          <Typography variant="h3" sx={{ mb: 1 }}>
            Useful links
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {PAGE_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Link component={RouterLink} to={to}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link href={SITE.externalStoreUrl} target="_blank" rel="noopener noreferrer">
                Online shop (shop.roboleague.in)
              </Link>
            </li>
          </Box>
        </nav>
      </Box>
    </Section>
  );
}
