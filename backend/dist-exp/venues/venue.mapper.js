/** Seats left to book; never negative even if capacity was lowered below the bookings. */ export function availableSeats(venue) {
    return Math.max(0, venue.maxSeats - venue.bookedSeats);
}
export function toPublicVenue(v) {
    return {
        id: v.id,
        name: v.name,
        displayName: v.displayName,
        city: v.city,
        address: v.address,
        dateTime: v.dateTime,
        maxSeats: v.maxSeats,
        bookedSeats: v.bookedSeats,
        availableSeats: availableSeats(v),
        isActive: v.isActive
    };
}
export function toAvailability(v) {
    return {
        availableSeats: availableSeats(v),
        maxSeats: v.maxSeats,
        venue: {
            address: v.address,
            dateTime: v.dateTime
        }
    };
}

//# sourceMappingURL=venue.mapper.js.map