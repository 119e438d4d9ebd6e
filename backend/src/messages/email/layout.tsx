// The parts one by one, not @react-email/components: that also loads code-block (prismjs), markdown
// and tailwind, which no e-mail uses (docs/decisions.md, Operations).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';

const page = { backgroundColor: '#f4f6fb', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1b2430' };
const card = { backgroundColor: '#ffffff', borderRadius: 8, padding: '24px', margin: '24px auto', maxWidth: 560 };
const label = { color: '#5b6675', fontSize: 13, margin: '8px 0 0' };
const value = { fontSize: 15, margin: '2px 0 0', fontWeight: 600 };

/** The frame every RoboLeague e-mail shares: a heading, the message, and who sent it, in the message's language. */
export function EmailLayout({
  i18n,
  preview,
  heading,
  children,
}: {
  i18n: I18n;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang={i18n.locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ margin: '24px 0 12px' }} />
          <Text style={{ color: '#5b6675', fontSize: 12 }}>{i18n._('messages.layout.footer')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Label-value pairs (booking id, venue, amount...). */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Section>
      {rows.map(([name, text]) => (
        <div key={name}>
          <Text style={label}>{name}</Text>
          <Text style={value}>{text}</Text>
        </div>
      ))}
    </Section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '22px' }}>{children}</Text>;
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{ backgroundColor: '#1f5eff', color: '#ffffff', borderRadius: 6, padding: '12px 20px', fontWeight: 600 }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: '#1f5eff' }}>
      {children}
    </Link>
  );
}
