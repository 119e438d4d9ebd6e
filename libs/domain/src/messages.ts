/**
 * Every user-facing validation, error and toast text. spec §5 and §8 wording is verbatim;
 * the rest follows the same style. Templated texts are functions.
 */
export const MESSAGES = {
  // Registration form (spec §5)
  parentNameMin: 'Parent name must be at least 2 characters',
  childNameMin: 'Child name must be at least 2 characters',
  schoolNameMin: 'School name must be at least 2 characters',
  phoneInvalid: 'Please enter a valid Indian phone number',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  emailInvalid: 'Please enter a valid email address',
  gradeGroupInvalid: 'Please select a grade group',
  venueRequired: 'Please select a venue',
  invalidAmount: 'Invalid amount',
  invalidOriginalAmount: 'Invalid original amount',
  termsRequired: 'You must accept the terms and conditions',
  noSeatsTitle: 'No Seats Available',
  venueFull: 'This venue is fully booked. Please select another venue.',

  // Coupon entry
  couponCodeEmpty: 'Please enter a coupon code',
  couponInvalid: 'Invalid coupon code',
  couponInactive: 'This coupon is no longer active',
  couponUsedUp: 'This coupon has reached its usage limit',
  couponValidateFailed: 'Failed to validate coupon. Please try again.',
  couponExpired: 'This coupon has expired.',
  couponNotYetValid: 'This coupon is not valid yet.',
  couponNotForWorkshop: 'This coupon is not valid for this workshop.',
  couponContactUsedUp: 'You have already used this coupon as many times as it allows.',
  couponBelowMinimum: (minimum: string) => `This coupon needs a booking of at least ${minimum}.`,
  // Coupon admin, beyond spec §5
  percentOffRange: 'Percent off must be a whole number from 1 to 100',
  couponWindowOrder: 'The coupon must start before it ends',
  couponAppliesToNothing: 'A coupon must apply to tickets, kits or both',
  perContactLimitMin: 'Uses per contact must be at least 1',
  minAmountNotNegative: 'Minimum amount cannot be negative',
  bulkPrefixInvalid: 'The prefix must be 2 to 12 letters or digits',
  bulkCountRange: 'Count must be a whole number from 1 to 5000',

  // Coupon admin
  couponCodeMin: 'Coupon code must be at least 2 characters',
  couponCodeTooLong: 'Coupon code too long',
  couponCodeRequired: 'Coupon code is required',
  invalidInput: 'Invalid input',
  discountMin: 'Discount must be at least ₹0.01',
  usageLimitMin: 'Usage limit must be at least 1',

  // Venue admin
  venueNameRequired: 'Venue name is required',
  displayNameRequired: 'Display name is required',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  dateTimeRequired: 'Date and time is required',
  maxSeatsMin: 'Max seats must be at least 1',
  maxSeatsFormMin: 'Must have at least 1 seat',
  bookedSeatsMin: 'Booked seats cannot be negative',
  maxSeatsBelowBooked: 'Max seats cannot be less than the seats already booked',

  // Product admin
  productIdRequired: 'Product ID is required',
  productNameMin: 'Product name must be at least 2 characters',
  productNameTooLong: 'Product name too long',
  shortNameTooLong: 'Short name too long',
  slugRequired: 'Slug is required',
  slugTooLong: 'Slug too long',
  slugInvalid: 'Slug must contain only lowercase letters, numbers, and hyphens',
  categoryRequired: 'Category is required',
  priceMin: 'Price must be at least ₹0.01',
  mrpMin: 'MRP must be at least ₹0.01',
  skuRequired: 'SKU is required',
  skuTooLong: 'SKU too long',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  inventoryMin: 'Inventory cannot be negative',
  lowStockThresholdMin: 'Low stock threshold cannot be negative',
  imageUrlInvalid: 'Invalid image URL',
  thumbnailUrlInvalid: 'Invalid thumbnail URL',
  summaryMin: 'Summary must be at least 10 characters',
  summaryTooLong: 'Summary too long',
  featureEmpty: 'Feature cannot be empty',
  boxContentEmpty: 'Box content cannot be empty',
  ageRangeRequired: 'Age range is required',
  shippingRequired: 'Shipping info is required',
  warrantyRequired: 'Warranty info is required',
  returnPolicyRequired: 'Return policy is required',

  // Orders and buyer details
  orderIdRequired: 'Order ID is required',
  productNameRequired: 'Product name is required',
  productSkuRequired: 'Product SKU is required',
  quantityMin: 'Quantity must be at least 1',
  quantityRange: 'Quantity must be between 1 and 5',
  unitPriceMin: 'Unit price must be at least ₹0.01',
  totalAmountMin: 'Total amount must be at least ₹0.01',
  customerNameMin: 'Name must be at least 2 characters',
  addressLine1Required: 'Address is required',
  stateRequired: 'State is required',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  gstinInvalid: 'Please enter a valid 15-character GSTIN, or leave it empty',

  // Logins
  passwordRequired: 'Password required',
  adminPasswordPrompt: 'Please enter the admin password',
  usernameRequired: 'Username is required',
  loginFailedTitle: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  invalidPassword: 'Invalid password',
  loginSuccessful: 'Login successful',

  // Uploads
  fileTooLarge: (name: string, maxMb: number) => `File ${name} is too large. Maximum size is ${maxMb}MB`,
  fileNotImage: (name: string) => `File ${name} is not an image`,
  uploadFailed: 'Upload failed. Please try again.',

  // Workshop payment (spec §8)
  registrationFailedTitle: 'Registration Failed',
  registrationFailed: 'Failed to create registration',
  paymentGatewayErrorTitle: 'Payment Gateway Error',
  paymentGatewayNotConfigured: 'Payment gateway not configured. Please contact support.',
  paymentGatewayLoadFailed: 'Failed to load payment gateway. Please try again.',
  paymentGatewayUnavailable: 'Payment Gateway Unavailable',
  paymentVerificationFailedTitle: 'Payment Verification Failed',
  paymentVerifyFailed: 'Failed to verify payment',
  invalidAccess: 'Invalid Access',

  // Admin venue and coupon errors
  errorTitle: 'Error',
  venueAddFailed: 'Failed to add venue',
  venueUpdateFailed: 'Failed to update venue',
  venueDeleteFailed: 'Failed to delete venue',
  venueDeactivateFailed: 'Failed to deactivate venue',
  couponCreateFailed: 'Failed to create coupon',
  couponUpdateFailed: 'Failed to update coupon',
  couponDeleteFailed: 'Failed to delete coupon',

  // Store and product admin errors
  productCreateErrorTitle: 'Error creating product',
  productUpdateErrorTitle: 'Error updating product',
  productDeleteErrorTitle: 'Error deleting product',
  catalogSyncFailed: 'Failed to sync catalog',
  productsFetchFailed: 'Failed to fetch products',
  productsLoadFailed: 'Failed to load products',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedFallback: 'Something went wrong. Please try again.',
  checkoutErrorTitle: 'Checkout Error',
  checkoutInitFailed: 'Unable to initialize checkout. Please try again.',
  verificationErrorTitle: 'Verification Error',
  verificationFailedAfterPayment: 'Payment successful but verification failed. Please contact support.',
  checkoutClosed: 'Checkout closed',
  paymentVerificationFailed: 'Payment verification failed',
  orderCreationFailed: (statusText: string) => `Order creation failed: ${statusText}`,
  configFetchFailed: 'Config fetch failed',
  razorpayScriptFailed: 'Failed to load Razorpay script',

  // Page states
  loadingBooking: 'Loading your booking details...',
  bookingNotFound: 'Booking not found',
  orderNotFound: 'Order not found',
  productNotFound: 'Product not found',
  productNotFoundDetail: "The product you're looking for doesn't exist.",
  errorLoadingProducts: 'Error loading products',
  errorLoadingProductsDetail: 'Please try refreshing the page.',
  noProductsFound: 'No products found',
  noProductsMatch: 'No products match your search.',
  noProductsYet: 'Get started by creating your first product.',
  pageNotFound: '404 Page Not Found',

  // The seat hold's countdown (payment dialog, a pending booking's thank-you page)
  seatHeldFor: 'Your seat is held for',
  holdEndedNotice: 'The hold on your seat has ended. Start again to book a seat.',
  holdStartAgain: 'Start again',

  // Success toasts
  paymentSuccessful: 'Payment Successful!',
  couponApplied: 'Coupon Applied!',
  couponRemoved: 'Coupon Removed',
  venueAdded: 'Venue added successfully',
  venueUpdated: 'Venue updated successfully',
  venueDeleted: 'Venue deleted successfully',
  venueDeactivated: 'Venue deactivated successfully',
  couponCreated: 'Coupon created',
  couponUpdated: 'Coupon updated',
  couponDeleted: 'Coupon deleted',
  productCreated: 'Product created successfully!',
  productUpdated: 'Product updated successfully!',
  productDeleted: 'Product deleted successfully!',
  catalogSynced: 'Catalog synced successfully',
} as const;

/** Payment reminders for abandoned bookings and orders (backend/src/reminders/README.md). */
/** What a booking with a takeaway kit says about it (pages, dialog, e-mail and WhatsApp). */
export const TAKEAWAY_KIT_NOTE = 'Included: collect it at the venue on the day';

export const PAYMENT_REMINDER_MESSAGES = {
  bookingNotFound: 'Booking not found',
  orderNotFound: 'Order not found',
  notAbandoned: 'Only a booking or order whose hold ran out unpaid can be reminded',
  noContact: 'There is no phone number or e-mail on file',
  alreadySent: 'A reminder was already sent for this hold',
} as const;
