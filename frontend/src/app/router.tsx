import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from '../components/layout';
// The landing page ships in the main chunk: it is the first screen most visitors see.
import LandingPage from '../features/workshop/components/LandingPage';

// The staff's frame is a chunk of its own: no parent's first page pays for it.
const AdminConsoleLayout = lazy(() => import('../components/admin/console/AdminConsoleLayout'));
const BookingThankYouPage = lazy(() => import('../features/booking/components/BookingThankYouPage'));
const OrderThankYouPage = lazy(() => import('../features/store/components/OrderThankYouPage'));
const OrderStatusPage = lazy(() => import('../features/store/components/OrderStatusPage'));
const StorePage = lazy(() => import('../features/store/components/StorePage'));
const ProductPage = lazy(() => import('../features/product/components/ProductPage'));
const UserLoginPage = lazy(() => import('../features/admin-staff/components/UserLoginPage'));
const AdminLoginPage = lazy(() => import('../features/admin-staff/components/AdminLoginPage'));
const DashboardPage = lazy(() => import('../features/admin-reports/components/DashboardPage'));
const VenuesPage = lazy(() => import('../features/admin-editions/components/VenuesPage'));
const CouponsPage = lazy(() => import('../features/admin-catalogue/components/CouponsPage'));
const EditionsPage = lazy(() => import('../features/admin-editions/components/EditionsPage'));
const ProductsAdminPage = lazy(() => import('../features/admin-catalogue/components/ProductsAdminPage'));
const BookingsPage = lazy(() => import('../features/admin-bookings/components/BookingsPage'));
const StaffPage = lazy(() => import('../features/admin-staff/components/StaffPage'));
const ActivityPage = lazy(() => import('../features/admin-staff/components/ActivityPage'));
const WaitlistAdminPage = lazy(() => import('../features/admin-bookings/components/WaitlistPage'));
const MessagesPage = lazy(() => import('../features/admin-messages/components/MessagesPage'));
const RequestsPage = lazy(() => import('../features/admin-bookings/components/RequestsPage'));
const AnnouncementsPage = lazy(() => import('../features/admin-messages/components/AnnouncementsPage'));
const AccountPage = lazy(() => import('../features/admin-staff/components/AccountPage'));
const InvitePage = lazy(() => import('../features/admin-staff/components/InvitePage'));
const OrdersPage = lazy(() => import('../features/admin-orders/components/OrdersPage'));
const OrderDetailPage = lazy(() => import('../features/admin-orders/components/OrderDetailPage'));
const BookingDetailPage = lazy(() => import('../features/admin-bookings/components/BookingDetailPage'));
const AttendeesPage = lazy(() => import('../features/admin-bookings/components/AttendeesPage'));
const PackingSlipPage = lazy(() => import('../features/admin-orders/components/PackingSlipPage'));
const ReportsPage = lazy(() => import('../features/admin-reports/components/ReportsPage'));
const CheckInPage = lazy(() => import('../features/check-in/components/CheckInPage'));
const CheckInConflictsPage = lazy(() => import('../features/check-in/components/ConflictsPage'));
const MyBookingPage = lazy(() => import('../features/my-booking/components/MyBookingPage'));
const WaitlistOfferPage = lazy(() => import('../features/workshop/components/waitlist/WaitlistOfferPage'));
const WaitlistEntryPage = lazy(() => import('../features/workshop/components/waitlist/WaitlistEntryPage'));
const ContactPage = lazy(() => import('../features/pages/ContactPage'));
const AboutPage = lazy(() => import('../features/pages/AboutPage'));
const PrivacyPage = lazy(() => import('../features/pages/PrivacyPage'));
const RefundsPage = lazy(() => import('../features/pages/RefundsPage'));
const ShippingPage = lazy(() => import('../features/pages/ShippingPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage'));

/** Every route of the site (spec §2). Each layout's Suspense boundary covers its lazy pages. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Full screen, outside the site layout: the door scanner (works offline, features/check-in/README.md). */}
      <Route
        path="admin/check-in"
        element={
          <Suspense>
            <CheckInPage />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="thank-you">
          <Route index element={<OrderStatusPage />} />
          <Route path="order/:orderId" element={<OrderThankYouPage />} />
          <Route path=":bookingId" element={<BookingThankYouPage />} />
        </Route>
        <Route path="store" element={<StorePage />} />
        <Route path="product/:slug" element={<ProductPage />} />
        <Route path="login" element={<UserLoginPage />} />
        <Route path="admin" element={<AdminLoginPage />} />
        <Route path="admin/invite/:token" element={<InvitePage />} />
        <Route path="my-booking" element={<MyBookingPage />} />
        <Route path="waitlist/offer/:token" element={<WaitlistOfferPage />} />
        <Route path="waitlist/entry/:token" element={<WaitlistEntryPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="refunds" element={<RefundsPage />} />
        <Route path="shipping" element={<ShippingPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The admin console: its own header and navigation, no public footer (components/admin/console). */}
      <Route
        path="admin"
        element={
          <Suspense>
            <AdminConsoleLayout />
          </Suspense>
        }
      >
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:bookingId" element={<BookingDetailPage />} />
        <Route path="venues/:id/attendees" element={<AttendeesPage />} />
        <Route path="venues" element={<VenuesPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="editions" element={<EditionsPage />} />
        <Route path="products" element={<ProductsAdminPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderDetailPage />} />
        <Route path="orders/:orderId/packing-slip" element={<PackingSlipPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="requests" element={<RequestsPage />} />
        <Route path="waitlist" element={<WaitlistAdminPage />} />
        <Route path="announcements" element={<AnnouncementsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="check-in/conflicts" element={<CheckInConflictsPage />} />
      </Route>
    </Routes>
  );
}
