import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('routes', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/refunds', 'Refunds & Cancellation Policy'],
    ['/shipping', 'Shipping Policy'],
    ['/terms', 'Terms & Conditions'],
  ])('%s shows exactly one h1, "%s"', async (route, heading) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    // No server here: the landing page shows the site's name instead of an edition's.
    ['/', 'RoboLeague'],
    ['/store', 'Store'],
    // No server here: the product page says the catalogue could not be loaded.
    ['/product/line-follower-kit', 'Failed to load products'],
    ['/thank-you/RL-1001', 'Booking Confirmation'],
    ['/thank-you/order/order_123', 'Order Confirmation'],
    // The order-status screen shows the heading its query chose while it loads the order from the server.
    ['/thank-you?status=success&order_id=ORD-ABCDEFGH23', 'Order Confirmed!'],
    ['/login', 'Login'],
    // No server here: the page cannot load a parent session, so it asks for the phone or e-mail.
    ['/my-booking', 'My booking'],
    ['/admin', 'Admin Login'],
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/venues', 'Venue Administration'],
    ['/admin/coupons', 'Coupon Management'],
    ['/admin/products', 'Product Management'],
  ])('%s opens its page', async (route, heading) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('wraps every page in the header and footer', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'support@roboleague.in' })).toHaveAttribute(
      'href',
      'mailto:support@roboleague.in',
    );
    expect(within(footer).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(within(footer).getByText(/RoboLeague Education Pvt\. Ltd\. All rights reserved/)).toBeInTheDocument();
  });
});
