export const BOOKING_COLUMNS = `id, booking_id AS "bookingId", parent_name AS "parentName", phone_number AS "phoneNumber",
  email, child_name AS "childName", grade_group AS "gradeGroup", school_name AS "schoolName", venue_id AS "venueId",
  total_amount AS "totalAmount", original_amount AS "originalAmount", coupon_code AS "couponCode",
  simple_qr_code_url AS "simpleQrCodeUrl", payment_status AS "paymentStatus"`;
export function toRegistrationDetails(row, venue) {
    return {
        bookingId: row.bookingId,
        parentName: row.parentName,
        phoneNumber: row.phoneNumber,
        email: row.email,
        childName: row.childName,
        gradeGroup: row.gradeGroup,
        schoolName: row.schoolName,
        venue: {
            displayName: venue.displayName,
            dateTime: venue.dateTime,
            address: venue.address
        },
        totalAmount: row.totalAmount,
        simpleQrCodeUrl: row.simpleQrCodeUrl,
        paymentStatus: row.paymentStatus
    };
}

//# sourceMappingURL=registration.mapper.js.map