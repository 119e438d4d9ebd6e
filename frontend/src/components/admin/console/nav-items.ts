import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import type { StaffRole } from '@robo/domain';

export interface NavItem {
  label: string;
  /** The screen's path; its sub-paths belong to it too. */
  to: string;
  icon: SvgIconComponent;
  /** Who may open it besides the owner; the server enforces the same on its routes. */
  roles: readonly StaffRole[];
}

const EVERYONE: readonly StaffRole[] = ['desk', 'door', 'store'];

/**
 * The admin console's side navigation, in order. A new admin screen is one line here (and its
 * route in app/router.tsx); items a role may not use are hidden, and their screens refused.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: DashboardOutlined, roles: EVERYONE },
  { label: 'Bookings', to: '/admin/bookings', icon: EventSeatOutlined, roles: ['desk'] },
  { label: 'Waiting list', to: '/admin/waitlist', icon: HourglassEmptyOutlined, roles: ['desk'] },
  { label: 'Requests', to: '/admin/requests', icon: AssignmentReturnOutlined, roles: ['desk'] },
  { label: 'Check-in', to: '/admin/check-in', icon: QrCodeScannerOutlined, roles: ['door', 'desk'] },
  { label: 'Orders', to: '/admin/orders', icon: ReceiptLongOutlined, roles: ['desk', 'store'] },
  { label: 'Editions', to: '/admin/editions', icon: EventNoteOutlined, roles: [] },
  { label: 'Venues', to: '/admin/venues', icon: PlaceOutlined, roles: [] },
  { label: 'Coupons', to: '/admin/coupons', icon: LocalOfferOutlined, roles: [] },
  { label: 'Products', to: '/admin/products', icon: Inventory2Outlined, roles: ['store'] },
  { label: 'Messages', to: '/admin/messages', icon: MailOutlined, roles: ['desk'] },
  { label: 'Announcements', to: '/admin/announcements', icon: CampaignOutlined, roles: ['desk'] },
  { label: 'Reports', to: '/admin/reports', icon: BarChartOutlined, roles: ['desk'] },
  { label: 'Staff', to: '/admin/staff', icon: PeopleOutlined, roles: [] },
  { label: 'Activity', to: '/admin/activity', icon: HistoryOutlined, roles: [] },
];

/** The nav item a path belongs to (the longest matching prefix), if any. */
export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
}

/** Screens inside another item's path that more roles may open (the server enforces the same on their calls). */
const SUB_SCREENS: ReadonlyArray<{ path: RegExp; roles: readonly StaffRole[] }> = [
  // The printable attendee sheet is for the desk and the door, not only for whoever edits venues.
  { path: /^\/admin\/venues\/\d+\/attendees$/, roles: ['desk', 'door'] },
];

/** Who besides the owner may open the screen at a path (undefined: any signed-in role). */
export function screenRoles(pathname: string): readonly StaffRole[] | undefined {
  return SUB_SCREENS.find((screen) => screen.path.test(pathname))?.roles ?? navItemFor(pathname)?.roles;
}
